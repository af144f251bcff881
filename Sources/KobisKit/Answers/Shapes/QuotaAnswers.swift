/// The fields of today's request count, declared once: `usage -f json` and `quota_status`.
public enum QuotaAnswers {
    public static let shape = RecordShape<QuotaStatus>(type: nil, fields: [
        Field("date", .date) { .string($0.day.iso) },
        Field("used", .integer) { .int(Int64($0.used)) },
        Field("limit", .integer) { .int(Int64($0.limit)) },
        Field("resetsAt", .dateTime) { .string(KoreaTime.iso8601($0.resetsAt)) },
    ])

    public static func answer(_ status: QuotaStatus) -> RecordAnswer<QuotaStatus> {
        RecordAnswer(shape, heading: status.day.iso, row: status, sheet: [])
    }
}
