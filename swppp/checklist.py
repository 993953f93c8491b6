# ruff: noqa: E501  (statute text, kept one item a line)
"""The statutory contents of a SWPPP (§ 159-5B), as the seed of the checklist.

The migration ``0002_checklist_and_bodies`` loads these into ``ChecklistItem``; the
SMO may add items in the app (the copy of § 159-5B(3) lacks its item (a): statute
README, "Gaps in the copies"). The text is the law's as printed, its slips included
(§ 159-5B(1)(b)'s "discharges(s)", marked [sic]).
"""

from lockport_sw.jurisdiction.registry import words_lazy

# (code, label, statute text)
BASIC = [
    (
        "159-5B(1)(a)",
        "Background information",
        "Background information about the scope of the project, including the location, type and size of the project.",
    ),
    (
        "159-5B(1)(b)",
        "Site map and general location map",
        "Site map/construction drawing(s) for the project, including a general location map. The site map should be at a scale of no smaller than one inch to 100 feet. At a minimum, the site map should show the total site area; all improvements; areas of disturbance; areas that will not be disturbed; existing vegetation; on-site and adjacent off-site surface water(s); wetlands and drainage patterns that could be affected by the land development activity; existing and final slopes; locations of off-site material, waste, borrow or equipment storage areas; and location(s) of the stormwater discharges(s) [sic].",
    ),
    ("159-5B(1)(c)", "Soils", "Description of the soil(s) present at the site."),
    (
        "159-5B(1)(d)",
        "Construction phasing plan",
        "Construction phasing plan describing the intended sequence of construction activities, including clearing and grubbing, excavation and grading, utility and infrastructure installation and any other activity at the site that results in soil disturbance. Consistent with the Erosion Control Manual, not more than five acres shall be disturbed at any one time unless pursuant to an approved SWPPP.",
    ),
    (
        "159-5B(1)(e)",
        "Pollution prevention measures",
        "Description of the pollution prevention measures that will be used to control litter, construction chemicals and construction debris from becoming a pollutant source in stormwater runoff.",
    ),
    (
        "159-5B(1)(f)",
        "Materials stored on site and spill response",
        "Description of construction and waste materials expected to be stored on site with updates as appropriate, and a description of controls to reduce pollutants from these materials, including storage practices to minimize exposure of the materials to stormwater, and spill-prevention and response.",
    ),
    (
        "159-5B(1)(g)",
        "Stabilization, runoff and sediment control measures",
        "Temporary and permanent structural and vegetative measures to be used for soil stabilization, runoff control and sediment control for each stage of the project from initial land clearing and grubbing to project close out.",
    ),
    (
        "159-5B(1)(h)",
        "Map of erosion and sediment control practices",
        "A site map/construction drawing(s) specifying the location(s), size(s) and length(s) of each erosion and sediment control practice.",
    ),
    (
        "159-5B(1)(i)",
        "Details of erosion and sediment control practices",
        "Dimensions, material specifications and installation details for all erosion and sediment control practices, including the siting and sizing of any temporary sediment basins.",
    ),
    (
        "159-5B(1)(j)",
        "Temporary practices made permanent",
        "Temporary practices that will be converted to permanent control measures.",
    ),
    (
        "159-5B(1)(k)",
        "Implementation schedule",
        "Implementation schedule for staging temporary erosion and sediment control practices, including the timing of initial placement and duration that each practice should remain in place.",
    ),
    (
        "159-5B(1)(l)",
        "Maintenance schedule",
        "Maintenance schedule to ensure continuous and effective operation of the erosion and sediment control practice.",
    ),
    ("159-5B(1)(m)", "Receiving waters", "Name(s) of the receiving water(s)."),
    (
        "159-5B(1)(n)",
        "Implementation responsibilities",
        "Delineation of SWPPP implementation responsibilities for each part of the site.",
    ),
    (
        "159-5B(1)(o)",
        "Structural practices diverting flows",
        "Description of structural practices designed to divert flows from exposed soils, store flows, or otherwise limit runoff and the discharge of pollutants from exposed areas of the site to the degree attainable.",
    ),
    (
        "159-5B(1)(p)",
        "Existing runoff data",
        "Any existing data that describes the stormwater runoff at the site.",
    ),
]

POST_CONSTRUCTION = [
    (
        "159-5B(3)(b)",
        "Post-construction practices",
        "Description of each postconstruction stormwater management practice.",
    ),
    (
        "159-5B(3)(c)",
        "Map of post-construction practices",
        "Site map/construction drawing(s) showing the specific location(s) and size(s) of each postconstruction stormwater management practice.",
    ),
    (
        "159-5B(3)(d)",
        "Hydrologic and hydraulic analysis",
        "Hydrologic and hydraulic analysis for all structural components of the stormwater management system for the applicable design storms.",
    ),
    (
        "159-5B(3)(e)",
        "Post- and pre-development comparison",
        "Comparison of postdevelopment stormwater runoff conditions with predevelopment conditions.",
    ),
    (
        "159-5B(3)(f)",
        "Details of post-construction practices",
        "Dimensions, material specifications and installation details for each postconstruction stormwater management practice.",
    ),
    (
        "159-5B(3)(g)",
        "Post-construction maintenance schedule",
        "Maintenance schedule to ensure continuous and effective operation of each postconstruction stormwater management practice.",
    ),
    (
        "159-5B(3)(h)",
        "Maintenance easements",
        "Maintenance easements to ensure access to all stormwater management practices at the site for the purpose of inspection and repair. Easements shall be recorded on the plan and shall remain in effect with transfer of title to the property.",
    ),
]

# § 159-6A: the technical standards (named in § 159-2's definitions; the copy of § 159-6A
# lost its list: statute README).
TECHNICAL_STANDARDS = [
    (
        "New York State Stormwater Management Design Manual",
        "NYSDEC, most recent version or its successor: the official guide for stormwater "
        "management principles, methods and practices.",
    ),
    (
        "New York Standards and Specifications for Erosion and Sediment Control (the Blue Book)",
        "Empire State Chapter of the Soil and Water Conservation Society, 2004, most current "
        "version or its successor.",
    ),
]
EQUIVALENCE = words_lazy(
    "{cite:swm.equivalence}: where stormwater management practices are not in accordance "
    "with these standards, the applicant or developer must demonstrate equivalence to them."
)
WATER_QUALITY = words_lazy(
    "{cite:swm.water_quality_standards}: a land development activity shall not cause an "
    "increase in turbidity that will result in substantial visible contrast to natural "
    "conditions in surface waters of the State of New York."
)

BODIES = [
    ("building_inspector", "Building Inspector"),
    ("planning_board", "Planning Board"),
    ("town_board", "Town Board"),
]
