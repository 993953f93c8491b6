from django.urls import path

from .views import applicant, contractor, public, site, staff

app_name = "swppp"

urlpatterns = [
    # applicants (and everyone who may see a project)
    path("projects/new/", applicant.project_create, name="project_create"),
    path("projects/<int:pk>/", applicant.project_detail, name="project_detail"),
    path("projects/<int:pk>/edit/", applicant.project_update, name="project_update"),
    path("projects/<int:pk>/developer/", applicant.project_developer, name="project_developer"),
    # § 159-3A: the site in the Town (views/site.py)
    path("projects/<int:pk>/site/confirm/", site.site_confirm, name="site_confirm"),
    path(
        "projects/<int:pk>/site/correction/",
        site.site_correction_request,
        name="site_correction_request",
    ),
    path("projects/<int:pk>/site/correct/", site.site_correct, name="site_correct"),
    path("projects/<int:pk>/site/refuse/", site.site_refuse, name="site_refuse"),
    path("projects/<int:pk>/close/", site.project_close, name="project_close"),
    path("projects/<int:pk>/revise/", applicant.revise, name="revise"),
    path(
        "projects/<int:pk>/v<int:version>/", applicant.submission_detail, name="submission_detail"
    ),
    path(
        "projects/<int:pk>/v<int:version>/edit/", applicant.submission_edit, name="submission_edit"
    ),
    path(
        "projects/<int:pk>/v<int:version>/submit/",
        applicant.submission_submit,
        name="submission_submit",
    ),
    path(
        "projects/<int:pk>/v<int:version>/files/<uuid:upload>/remove/",
        applicant.answer_file_remove,
        name="answer_file_remove",
    ),
    path("projects/<int:pk>/v<int:version>/compare/", applicant.compare, name="compare"),
    # the licensed professional's signature (§ 159-5B(4)): asked by the applicant, made
    # through a link to the professional's own address
    path(
        "projects/<int:pk>/v<int:version>/signature/",
        applicant.professional_request,
        name="professional_request",
    ),
    path(
        "projects/<int:pk>/v<int:version>/signature/self/",
        applicant.professional_self_sign,
        name="professional_self_sign",
    ),
    path(
        "projects/<int:pk>/v<int:version>/signature/<int:signature>/withdraw/",
        applicant.professional_withdraw,
        name="professional_withdraw",
    ),
    path("sign/<str:token>/", public.professional_sign, name="professional_sign"),
    path(
        "sign/<str:token>/files/<uuid:upload>/",
        public.professional_file,
        name="professional_file",
    ),
    # contractors (§ 159-5D)
    path("projects/<int:pk>/contractors/invite/", contractor.invite, name="contractor_invite"),
    path(
        "projects/<int:pk>/contractors/links/<int:invitation>/withdraw/",
        contractor.withdraw,
        name="contractor_withdraw",
    ),
    path(
        "projects/<int:pk>/contractors/<int:contractor>/resend/",
        contractor.resend,
        name="contractor_resend",
    ),
    path(
        "projects/<int:pk>/contractors/<int:contractor>/work/",
        contractor.work_begins,
        name="contractor_work",
    ),
    path("certify/<str:token>/", public.certify, name="contractor_certify"),
    # § 159-5A: land development seen without an accepted SWPPP (Town staff)
    path("projects/<int:pk>/work-observed/", staff.work_observed, name="work_observed"),
    # the SMO and the reviewing bodies
    path("review/", staff.review_queue, name="review_queue"),
    path("projects/", staff.project_list, name="project_list"),
    path("projects/<int:pk>/exemption/", staff.exemption_decide, name="exemption_decide"),
    path(
        "projects/<int:pk>/engineer-approval/",
        staff.engineer_approval,
        name="engineer_approval",
    ),
    path("projects/<int:pk>/maintenance/", staff.maintenance_record, name="maintenance_record"),
    path("projects/<int:pk>/v<int:version>/review/", staff.review, name="review"),
    path("projects/<int:pk>/v<int:version>/act/", staff.body_act, name="body_act"),
    path("checklist/", staff.checklist, name="checklist"),
]
