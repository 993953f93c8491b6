"""(Being written.)"""

from django.http import HttpResponse


def _todo(request, *args, **kwargs):
    return HttpResponse("not yet", status=501)


review_queue = project_list = exemption_decide = review = body_act = checklist = _todo
