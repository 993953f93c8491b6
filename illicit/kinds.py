"""What the public can report: one kind per Open311 service (GeoReport v2 "services").

The list is drawn from § 158-2's definitions (illicit discharge, illicit connection,
pollutant, wastewater, hazardous materials) and the prohibitions of § 158-4 and § 158-5.
A kind with ``attributes`` has a service definition (Open311 ``metadata`` true): the
questions a report of that kind may answer. Nothing else in the code lists the kinds.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from lockport_sw.jurisdiction.registry import cite_code


@dataclass(frozen=True)
class Value:
    key: str
    name: str


@dataclass(frozen=True)
class Attribute:
    """One question of a service definition (GeoReport v2 "attribute")."""

    code: str
    description: str
    datatype: str = "singlevaluelist"  # string, number, datetime, text, singlevaluelist, ...
    required: bool = False
    values: tuple[Value, ...] = ()
    datatype_description: str = ""
    order: int = 1


FLOWING = Attribute(
    code="flowing",
    description="Is it flowing into the catch basin, ditch or storm sewer now?",
    values=(
        Value("yes", "Yes, flowing now"),
        Value("no", "No, not now"),
        Value("unknown", "I do not know"),
    ),
    order=1,
)


@dataclass(frozen=True)
class ReportKind:
    code: str  # the Open311 service_code
    name: str  # service_name
    description: str  # what the public reads when choosing
    sections: tuple[str, ...]  # the sections it may fall under
    keywords: str = ""
    group: str = "illicit discharges"
    attributes: tuple[Attribute, ...] = field(default_factory=tuple)

    @property
    def metadata(self) -> bool:
        return bool(self.attributes)

    @property
    def citation(self) -> str:
        return ", ".join(cite_code(s) for s in self.sections)


KINDS: tuple[ReportKind, ...] = (
    ReportKind(
        "sewage",
        "Sewage",
        "Sewage or toilet waste in a storm drain, ditch or creek, or a sewer line that seems "
        "connected to the storm sewer.",
        ("158-4A", "158-4B(3)"),
        "sanitary, toilet, septic, sewer smell",
        attributes=(FLOWING,),
    ),
    ReportKind(
        "wash_water",
        "Wash water",
        "Soapy or dirty water from washing vehicles, floors, equipment or buildings running "
        "into a storm drain.",
        ("158-4A",),
        "car wash, floor wash, pressure washing, laundry",
        attributes=(FLOWING,),
    ),
    ReportKind(
        "oil",
        "Oil, fuel or grease",
        "Oil, gasoline, diesel, grease or a rainbow sheen in a storm drain, ditch or on water.",
        ("158-4A", "158-10"),
        "petroleum, gasoline, diesel, sheen, grease",
        group="spills",
        attributes=(
            Attribute(
                code="amount",
                description="How much do you see?",
                values=(
                    Value("sheen", "A thin sheen"),
                    Value("puddle", "A puddle or a few gallons"),
                    Value("large", "A large amount, still spreading"),
                ),
            ),
            FLOWING,
        ),
    ),
    ReportKind(
        "paint",
        "Paint or chemicals",
        "Paint, solvent, pool or cleaning chemicals poured or rinsed into a storm drain.",
        ("158-4A", "158-10"),
        "paint, solvent, chemical, pool chlorine",
        group="spills",
    ),
    ReportKind(
        "suds",
        "Suds or foam",
        "Soap suds or foam in a storm drain, ditch, outfall or creek.",
        ("158-4A",),
        "foam, detergent, bubbles",
    ),
    ReportKind(
        "odor",
        "Odor",
        "A sewage, chemical or fuel smell from a storm drain, ditch or outfall.",
        ("158-4A",),
        "smell, stink, fumes",
    ),
    ReportKind(
        "discolored",
        "Discolored flow",
        "Milky, cloudy, colored or muddy water flowing from a pipe or outfall in dry weather.",
        ("158-4A", "158-5"),
        "cloudy, milky, muddy, colored water, dry weather flow",
        attributes=(
            Attribute(
                code="color",
                description="What color is the water?",
                values=(
                    Value("milky", "Milky or white"),
                    Value("brown", "Brown or muddy"),
                    Value("grey", "Grey or black"),
                    Value("other", "Another color"),
                ),
            ),
            FLOWING,
        ),
    ),
    ReportKind(
        "dumping",
        "Dumping",
        "Trash, yard waste, pet waste, grease or other material dumped into a storm drain, "
        "catch basin or ditch.",
        ("158-4A", "158-5"),
        "trash, yard waste, leaves, grass clippings, pet waste, litter",
    ),
    ReportKind(
        "connection",
        "Pipe connected to the storm sewer",
        "A pipe or drain from a building, sink or floor drain that seems to empty into the "
        "storm sewer or a ditch.",
        ("158-4B",),
        "illicit connection, floor drain, pipe, sump",
        group="illicit connections",
    ),
    ReportKind(
        "other",
        "Something else",
        "Anything else going into a storm drain, ditch or creek that is not rain water.",
        ("158-4A",),
        "other",
    ),
)

BY_CODE = {kind.code: kind for kind in KINDS}
CHOICES = [(kind.code, kind.name) for kind in KINDS]


def get(code: str) -> ReportKind:
    try:
        return BY_CODE[code]
    except KeyError:
        raise LookupError(f"No report kind {code!r}.") from None
