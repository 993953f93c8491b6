"""(Being written.)"""

from django.http import HttpResponse


def _todo(request, *args, **kwargs):
    return HttpResponse("not yet", status=501)


invite = certify = _todo
