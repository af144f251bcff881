import KobisKit

/// `boxoffice records`: the records of every day the archive holds, with no request; a command made from its use
/// case.
enum RecordsCommand {
    static let command = UseCaseCommand<BoxOfficeRecords>(
        name: "records",
        summary: "the archive's records: biggest openings, fastest to 10 million, runs at number one",
        discussion: """
            Read from every day the archive holds (boxoffice sync fills it; with --demo, the sample's days), with no \
            request; the heading says the days held. Kinds: opening (a film's audience on its release day), \
            fast-1m, fast-5m, fast-10m (days from the release, D+1, to the first ranked day whose cumulative \
            reaches it), number-one (consecutive days at number one; a day the archive lacks ends a run), single-day \
            (one film's audience on one day) and top-ten (days in the daily top 10). Ties go to the earlier day. \
            docs/archive.md defines each.
            """,
        examples: [
            ("boxoffice records --kind fast-10m --year 2019", "exits 66 until boxoffice sync has filled the archive"),
            ("boxoffice records --kind number-one -n 5 --demo", "the longest runs at number one in the sample's days"),
            ("boxoffice records --kind single-day -f csv --demo", "one film's audience on one day"),
        ],
        help: [
            "year": "only the records made in this calendar year",
            "from": "only the records made from this day (with --to; default --to is yesterday)",
            "to": "the last day of the range, not after yesterday in Korea",
            "limit": "how many records, 1-100 (default 10)",
        ],
        jobs: 4)
}
