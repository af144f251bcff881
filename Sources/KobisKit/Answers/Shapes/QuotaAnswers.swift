/// The fields of today's request count, declared once: `usage -f json` and `quota_status`. `source` says whose
/// count it is: the key's (`kobis`), or the bundled sample's own (`sample`, with `--demo`, whose `limit` is null:
/// the sample is local and no limit holds it, as its text says).
public enum QuotaAnswers {
    public static let shape = RecordShape<QuotaStatus>(
        type: "usage",
        fields: [
            Field("date", .date) { .string($0.day.iso) },
            Field("used", .integer) { .int(Int64($0.used)) },
            Field("limit", .nullable(.integer)) { $0.source == .sample ? .null : .int(Int64($0.limit)) },
            Field("resetsAt", .dateTime) { .string(KoreaTime.iso8601($0.resetsAt)) },
            Field("source", .choice(["kobis", "sample"])) { .string($0.source.rawValue) },
        ])

    public static func answer(_ status: QuotaStatus) -> RecordAnswer<QuotaStatus> {
        RecordAnswer(shape, heading: status.day.iso, row: status, sheet: [])
    }
}
