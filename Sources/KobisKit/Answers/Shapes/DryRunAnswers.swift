/// The fields of a dry run's plan, declared once: `--dry-run -f json` (the text form says the same in sentences).
public enum DryRunAnswers {
    public static let shape = RecordShape<RunPlan>(
        type: "dryRun",
        fields: [
            Field("what", .string) { .string($0.what) },
            Field("requests", .integer) { .int(Int64($0.plan.requests)) },
            Field("cached", .integer) { .int(Int64($0.plan.cached)) },
            Field("toSend", .integer) { .int(Int64($0.plan.toSend)) },
            Field("then", .nullable(.string)) { .optional($0.then) },
            Field("quotaDate", .nullable(.date)) { .optional($0.plan.quota?.day.iso) },
            Field("used", .nullable(.integer)) { .optional($0.plan.quota.map { Int64($0.used) }) },
            // The sample is local: no limit, as `usage` says (null, like a plan with no count kept).
            Field("limit", .nullable(.integer)) {
                .optional($0.plan.quota.flatMap { $0.source == .sample ? nil : Int64($0.limit) })
            },
            Field("leftAfter", .nullable(.integer)) { plan in
                .optional(
                    plan.plan.quota.flatMap {
                        $0.source == .sample ? nil : Int64(max(0, $0.remaining - plan.plan.toSend))
                    })
            },
            Field("source", .nullable(.string)) { .optional($0.plan.quota?.source.rawValue) },
            Field("sent", .integer) { _ in .int(0) },
        ])

    public static func answer(_ plan: RunPlan) -> RecordAnswer<RunPlan> {
        RecordAnswer(shape, heading: plan.what, row: plan, sheet: [])
    }
}
