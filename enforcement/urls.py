from django.urls import path

from .views import appeals, corrections, corrective, letters, notices, orders, violations

app_name = "enforcement"

REF = "<str:reference>"
NUM = "<str:number>"

urlpatterns = [
    # violations
    path("violations/", violations.violation_list, name="violation_list"),
    path("violations/new/", violations.violation_create, name="violation_create"),
    path(f"violations/{REF}/", violations.violation_detail, name="violation_detail"),
    path(f"violations/{REF}/evidence/", violations.evidence_add, name="evidence_add"),
    path(f"violations/{REF}/end/", violations.violation_end, name="violation_end"),
    path(f"violations/{REF}/notice/", notices.notice_issue, name="notice_issue"),
    path(f"violations/{REF}/order/", orders.order_issue, name="order_issue"),
    path(f"violations/{REF}/refer/", violations.referral_create, name="referral_create"),
    path(f"violations/{REF}/remedy/", violations.remedy_recommend, name="remedy_recommend"),
    path(f"violations/{REF}/occupancy/", violations.occupancy_place, name="occupancy_place"),
    path(f"violations/{REF}/summary-abatement/", corrective.summary_abate, name="summary_abate"),
    path("summary-abatements/<int:pk>/cost/", corrective.summary_cost, name="summary_cost"),
    path("parties/<int:pk>/penalties/", violations.party_penalties, name="party_penalties"),
    # notices of violation and their service
    path("notices/", notices.notice_list, name="notice_list"),
    path("notices/yours/", notices.mine, name="mine"),
    path(f"notices/{NUM}/", notices.notice_detail, name="notice_detail"),
    path(f"notices/{NUM}/correct/", notices.notice_correct, name="notice_correct"),
    path(
        f"notices/{NUM}/correction-notice/",
        corrections.correction_issue,
        name="correction_issue",
    ),
    path(f"notices/{NUM}/appeal/", appeals.appeal_file, name="appeal_file"),
    path(f"notices/{NUM}/paper-appeal/", appeals.appeal_record_paper, name="appeal_paper"),
    path(f"notices/{NUM}/corrective/", corrective.corrective_start, name="corrective_start"),
    path(f"documents/{NUM}/serve/", notices.serve, name="serve"),
    path("service/<int:pk>/receipt/", notices.service_receipt, name="service_receipt"),
    # served letters: every other order or notice that binds a person (issue 23, item 3)
    path(f"letters/{NUM}/", letters.letter_detail, name="letter_detail"),
    # stop-work orders (§ 159-8C(2))
    path(f"orders/{NUM}/", orders.order_detail, name="order_detail"),
    path(f"orders/{NUM}/lift/", orders.order_lift, name="order_lift"),
    # appeals
    path("appeals/", appeals.docket, name="docket"),
    path("appeals/policy/", appeals.appeal_policy, name="appeal_policy"),
    path("appeals/least-notice/", appeals.least_notice_policy, name="least_notice_policy"),
    path(f"appeals/{REF}/", appeals.appeal_detail, name="appeal_detail"),
    path(f"appeals/{REF}/schedule/", appeals.hearing_schedule, name="hearing_schedule"),
    path(f"appeals/{REF}/decide/", appeals.appeal_decide, name="appeal_decide"),
    path(f"appeals/{REF}/file/", appeals.decision_file, name="decision_file"),
    path(f"appeals/{REF}/packet/", appeals.hearing_packet, name="hearing_packet"),
    # corrective measures, referrals, remedies
    path("corrective/", corrective.corrective_list, name="corrective_list"),
    path("corrective/<int:pk>/", corrective.corrective_detail, name="corrective_detail"),
    path("corrective/<int:pk>/<slug:step>/", corrective.corrective_step, name="corrective_step"),
    path("referrals/", corrective.referral_list, name="referral_list"),
    path("referrals/<int:pk>/outcome/", corrective.referral_outcome, name="referral_outcome"),
    path("remedies/<int:pk>/answer/", corrective.remedy_answer, name="remedy_answer"),
    path("remedies/tasks/<int:pk>/done/", corrective.remedy_task_complete, name="remedy_task_done"),
    path("holds/<int:pk>/lift/", corrective.hold_lift, name="hold_lift"),
]
