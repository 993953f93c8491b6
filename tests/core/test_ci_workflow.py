"""Issue 19, item 7: the CI workflow for a hosted runner, where the vulnerability
service answers, requires the pip-audit gate (PIP_AUDIT_REQUIRED=1) and runs the same
`make test` as everyone (.ci/run). No runner is reachable from here: the file is read."""

from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]


def test_the_hosted_ci_workflow_runs_make_test_with_the_pip_audit_gate_required():
    workflow = yaml.safe_load((ROOT / ".github" / "workflows" / "ci.yml").read_text())
    job = workflow["jobs"]["test"]
    assert job["runs-on"] == "ubuntu-latest"  # GitHub-hosted: PyPI's JSON API answers
    assert job["env"]["PIP_AUDIT_REQUIRED"] == "1"
    assert job["env"]["CI"] == "true"  # a skipped test fails the run
    assert [step.get("run") for step in job["steps"] if "run" in step] == [".ci/run"]
    # The gate itself: required, it fails when the audit cannot run.
    script = (ROOT / "scripts" / "pip-audit.sh").read_text()
    assert 'if [[ "${PIP_AUDIT_REQUIRED:-0}" == "1" ]]; then exit 1; fi' in script
