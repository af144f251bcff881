/// Help-text helpers.
enum HelpText {
    /// Option lines with their help aligned in a second column.
    static func options(_ specs: [OptionSpec]) -> String {
        let heads = specs.map { spec -> String in
            (spec.short.map { "-\($0), " } ?? "    ") + spec.synopsis
        }
        let width = (heads.map(\.count).max() ?? 0) + 2
        return zip(heads, specs).map { head, spec in
            "  " + head + String(repeating: " ", count: width - head.count) + spec.help
        }.joined(separator: "\n")
    }
}
