"""What a municipality that adopted the NYSDEC model laws is, as data (issue 49).

Plain frozen dataclasses and nothing of Django's, so that the settings can read the
municipality too (its letterhead's defaults). Each municipality is one module of this
package holding one ``Jurisdiction`` (``lockport.py`` is the first); ``registry.py``
finds the one a deployment serves.

A *provision key* names a provision of one of the two models, never a number:
``idl.appeal`` is the illicit discharge law's appeal of a notice of violation, which
Lockport codified as § 158-12 and a village that kept the model's numbering as its own
"Section 15". The keys, the models' structure and their sources:
``docs/statute/models/nysdec-models.md``. A key may name a part of a provision
(``idl.notice_of_violation.remediation``) where the code cites that part.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date

# The two models, by the prefix of their keys.
ILLICIT_DISCHARGE = "idl"  # NYSDEC's model law prohibiting illicit discharges to the MS4
STORMWATER = "swm"  # NYSDEC's sample law for stormwater management and erosion control
MODELS = (ILLICIT_DISCHARGE, STORMWATER)


# A placeholder of ``Jurisdiction.words``: {cite:idl.appeal}, {law:idl}, {body:idl}, {kind}.
_PLACEHOLDER = re.compile(
    r"\{(cite|law|body):([a-z_.]+)\}|\{(kind|clerk|officer|board|name|code)\}"
)


class UnknownProvision(KeyError):
    """A key the municipality's data does not map: a typing mistake in the code, or a
    provision this municipality did not adopt."""


@dataclass(frozen=True)
class Office:
    """The office the letterhead names, and where the public reaches it."""

    title: str
    address: str
    phone: str
    email: str


@dataclass(frozen=True)
class Place:
    """Where the municipality is, as addresses and records write it."""

    postal_city: str  # the place name its addresses write: "Lockport"
    names: frozenset[str]  # every place name an address within it may write (lower case)
    postal_codes: frozenset[str]  # its ZIP codes
    # Its streets, for the street list (the gazetteer) when it is empty: what the demo,
    # the tests and the scale data use. The municipality keeps its own list in the admin.
    streets: tuple[str, ...]
    example_address: str  # a site's address as the forms' hints write it: "6305 Snyder Drive"
    sbl_example: str  # a tax map (SBL) number as its county writes one
    county_clerk: str  # where deeds and easements are recorded: "Niagara County Clerk"
    court: str  # the local criminal court hearing violations: "Town of Lockport Justice Court"
    hall: str  # where its bodies meet and hear appeals: "Town Hall, 6560 Dysinger Road"
    # A separate municipality that shares its place name and ZIP code (the City of Lockport,
    # which the Town surrounds): an address on one of its streets is outside. "" for none.
    enclave: str = ""
    enclave_streets: tuple[str, ...] = ()
    # The streets the demo's records stand on, by their part in the demo ("transit": the
    # commercial road of the car wash and the warehouse). The demo is the same story in
    # every municipality, told on its own streets.
    demo_streets: Mapping[str, str] = field(default_factory=dict)
    demo_domain: str = "example.org"  # the demo's sign-ins: "smo@<demo_domain>"

    def street(self, part: str) -> str:
        """The street of the demo's part ``part`` (``demo_streets``)."""
        return self.demo_streets[part]

    def demo_email(self, local: str) -> str:
        """A demo sign-in's address: "smo@lockport.example"."""
        return f"{local}@{self.demo_domain}"

    def mailing(self, street: str) -> dict[str, str]:
        """A party's mailing address within the municipality, as a Party's fields."""
        return {
            "mailing_street": street,
            "mailing_city": self.postal_city,
            "mailing_state": "NY",
            "mailing_postal_code": min(self.postal_codes),
        }

    @property
    def postal_code(self) -> str:
        """Its first ZIP code: the one a demo record or an example writes."""
        return min(self.postal_codes)


@dataclass(frozen=True)
class Law:
    """One model as the municipality adopted it."""

    model: str  # ILLICIT_DISCHARGE or STORMWATER
    chapter: str  # "158": the chapter of the municipal code ("" where not codified)
    title: str  # the law's own title
    short_title: str  # "Illicit Discharges": the title in a line naming both laws
    local_law: str  # "L.L. No. 6-2016"
    adopted: date
    administrator: str  # who administers it: "Stormwater Management Officer"
    appeal_body: str  # who hears an appeal of a notice under it: "Town Board"

    @property
    def name(self) -> str:
        """How the code names it: "Chapter 158"; the local law where it was not codified."""
        return (
            f"Chapter {self.chapter}"
            if self.chapter
            else self.local_law.replace(" ", "\N{NO-BREAK SPACE}")
        )

    @property
    def described(self) -> str:
        """ "Chapter 158 (Illicit Discharges, L.L. No. 6-2016)"; "L.L. No. 2-2008 (Illicit
        Discharges)" where it was not codified."""
        if self.chapter:
            return f"{self.name} ({self.short_title}, {self.local_law})"
        return f"{self.local_law} ({self.short_title})"


@dataclass(frozen=True)
class Jurisdiction:
    key: str  # the deployment's JURISDICTION setting: "lockport"
    name: str  # "Town of Lockport"
    kind: str  # "Town", "Village" or "City"
    county: str  # "Niagara County, New York"
    code_name: str  # "Code of the Town of Lockport"
    office: Office
    clerk: str  # "Municipal Clerk"
    governing_body: str  # "Town Board"; "Board of Trustees" in a village
    planning_body: str  # "Planning Board"
    ms4_permit: str  # the SPDES general permit its MS4 is covered by
    laws: Mapping[str, Law]
    place: Place
    # Provision key -> this municipality's citation of it ("§ 158-12").
    provisions: Mapping[str, str] = field(default_factory=dict)

    def cite(self, key: str) -> str:
        """This municipality's citation of the provision ``key``."""
        try:
            return self.provisions[key]
        except KeyError:
            raise UnknownProvision(f"{self.name} maps no provision {key!r}") from None

    def cite_all(self, keys) -> str:
        """Several provisions cited in one line, in the order given: "§ 158-11B, § 159-8C(4)"."""
        return ", ".join(self.cite(key) for key in keys)

    def cite_part(self, key: str, part: str) -> str:
        """A part of the provision ``key`` ("(c)", an item the code lists): "§ 159-5B(1)(c)";
        "Article 2, Section 1.2(a)(c) of L.L. No. 3-2008" where a citation names its law."""
        citation = self.cite(key)
        head, of, law = citation.partition(" of ")
        return f"{head}{part}{of}{law}"

    def cite_together(self, keys, *, abridged: bool = False) -> str:
        """Several provisions in one citation, as a code writes them: "§§ 158-11B, 158-14,
        158-16"; ``abridged``, a section of the same chapter after the first without its
        chapter, "§ 158-5C, 6 and 7" ("§ 158-6A, 6B" for two). Citations that are not
        sections of a chapter ("Section 15 of L.L. No. 2-2008") are listed whole:
        "…, … and …"."""
        cited = [self.cite(key) for key in keys]
        if len(cited) < 2:
            return "".join(cited)
        sections = [c.removeprefix("§ ") for c in cited]
        if not all(c.startswith("§ ") for c in cited):
            return ", ".join(cited[:-1]) + f" and {cited[-1]}"
        if not abridged:
            return "§§ " + ", ".join(sections)
        chapter = sections[0].split("-", 1)[0] + "-"
        parts = [sections[0], *(s.removeprefix(chapter) for s in sections[1:])]
        if len(parts) == 2:
            return f"§ {parts[0]}, {parts[1]}"
        return "§ " + ", ".join(parts[:-1]) + f" and {parts[-1]}"

    def letterhead(self, **lines: str) -> dict[str, str]:
        """The letterhead's lines (``settings.TOWN``): the municipality's, each replaced by
        a deployment's own where given (``name``, ``office``, ``address``, ``phone``,
        ``email``; an empty one is not given)."""
        own = {
            "name": self.name,
            "county": self.county,
            "office": self.office.title,
            "address": self.office.address,
            "phone": self.office.phone,
            "email": self.office.email,
        }
        return {line: lines.get(line) or value for line, value in own.items()}

    def laws_cited(self, citations) -> tuple[Law, ...]:
        """The laws ``citations`` (as this municipality writes them: "§ 158-12",
        "§ 158-11A(3)", "§ 158-11B, § 159-8C(4)") are of, in order: a citation is of each
        law one of whose provisions it names (or a part of one)."""
        models = {
            key.partition(".")[0]
            for citation in citations or ()
            for key, provision in self.provisions.items()
            if provision in str(citation)
        }
        return tuple(law for law in self.laws_in_order if law.model in models)

    def laws_named(self, citations) -> str:
        """The laws a letter is issued under, for its running footer: "Chapter 158";
        "Chapters 158 and 159" only if it cites both (or neither: a letter of the whole
        program). Each chapter's letter cites only its own chapter (issue 23, "Words")."""
        laws = self.laws_cited(citations) or self.laws_in_order
        if all(law.chapter for law in laws) and len(laws) > 1:
            numbers = [law.chapter for law in laws]
            return "Chapters " + ", ".join(numbers[:-1]) + f" and {numbers[-1]}"
        return " and ".join(law.name for law in laws)

    def words(self, text: str) -> str:
        """``text`` in this municipality's words: ``{cite:KEY}`` its citation of a
        provision, ``{law:idl}`` the law's name ("Chapter 158"), ``{body:idl}`` the body
        that hears the law's appeals ("Town Board"), ``{kind}`` "Town" or "Village",
        ``{clerk}`` its clerk, ``{officer}`` the officer who administers the laws (its
        office's title), ``{board}`` its governing body, ``{name}`` its name, ``{code}`` what its
        citations are of (``cited_of``). For text kept as data (the rule
        catalogue, the roles' names)."""

        def one(match: re.Match) -> str:
            what, key, plain = match.groups()
            if plain == "kind":
                return self.kind
            if plain == "clerk":
                return self.clerk
            if plain == "name":
                return self.name
            if plain == "code":
                return self.cited_of
            if plain == "officer":
                return self.office.title
            if plain == "board":
                return self.governing_body
            if what == "cite":
                return self.cite(key)
            law = self.law(key)
            return law.name if what == "law" else law.appeal_body

        return _PLACEHOLDER.sub(one, text)

    @property
    def cited_of(self) -> str:
        """What its citations are "of": "Code of the Town of Lockport" where its laws are
        chapters of its code; the municipality, "Village of Example Falls", where a law is
        a local law of its own (its citations name the local law: "Section 15 of L.L.
        No. 2-2008 of the Village of Example Falls")."""
        if all(law.chapter for law in self.laws.values()):
            return self.code_name
        return self.name

    def law(self, model: str) -> Law:
        return self.laws[model]

    @property
    def laws_in_order(self) -> tuple[Law, ...]:
        """The laws it adopted, the illicit discharge law first."""
        return tuple(self.laws[model] for model in MODELS if model in self.laws)
