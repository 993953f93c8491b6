"""(Being written.)"""

from django.http import HttpResponse


def _todo(request, *args, **kwargs):
    return HttpResponse("not yet", status=501)


project_create = project_detail = project_update = revise = submission_detail = _todo
submission_edit = submission_submit = answer_file_remove = compare = _todo
