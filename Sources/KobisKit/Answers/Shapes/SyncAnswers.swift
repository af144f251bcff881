/// The fields of a sync's summary, declared once: `sync -f json` (and its one line on stderr).
public enum SyncAnswers {
    public static let shape = RecordShape<ArchiveSync.Summary>(
        type: "sync",
        fields: [
            Field("from", .date) { .string($0.first.iso) },
            Field("to", .date) { .string($0.last.iso) },
            Field("held", .integer) { .int(Int64($0.held)) },
            Field("missing", .integer) { .int(Int64($0.missing)) },
            Field("weeklyHeld", .integer) { .int(Int64($0.weeklyHeld)) },
            Field("weeklyMissing", .integer) { .int(Int64($0.weeklyMissing)) },
            Field("filmsHeld", .integer) { .int(Int64($0.filmsHeld)) },
            Field("filmsMissing", .integer) { .int(Int64($0.filmsMissing)) },
            Field("sent", .integer) { .int(Int64($0.sent)) },
            Field("added", .integer) { .int(Int64($0.added)) },
            Field("changed", .integer) { .int(Int64($0.changed)) },
            Field("idle", .nullable(.string)) { .optional($0.idle?.rawValue) },
            Field("remaining", .nullable(.integer)) { .optional($0.remaining.map(Int64.init)) },
            Field("runsLeft", .integer) { .int(Int64($0.runsLeft)) },
            Field("complete", .boolean) { .bool($0.complete) },
        ])

    public static func answer(_ summary: ArchiveSync.Summary) -> RecordAnswer<ArchiveSync.Summary> {
        RecordAnswer(shape, heading: "\(summary.first.iso)~\(summary.last.iso)", row: summary, sheet: [])
    }
}
