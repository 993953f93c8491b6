from django import template

from swppp import status

register = template.Library()


@register.simple_tag
def next_step(project) -> str:
    """Who acts next on a project annotated by selectors.project_list."""
    return status.next_step(
        getattr(project, "latest_state", None),
        review_path=getattr(project, "latest_path", ""),
        body=getattr(project, "latest_body", "") or "",
        due_date=getattr(project, "clock_due_date", None),
        exemption_status=project.exemption_status,
    )
