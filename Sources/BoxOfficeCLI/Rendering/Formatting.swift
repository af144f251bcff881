import KobisKit

/// Human formatting shared by the layouts.
enum Formatting {
    /// `1234567` → `1,234,567`; nil → `-`.
    static func grouped(_ value: Int64?) -> String {
        guard let value else { return "-" }
        let digits = String(value.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return value < 0 ? "-" + out : out
    }

    /// ▲n, ▼n, – or NEW.
    static func rankChange(_ change: RankChange) -> String {
        switch change {
        case .new: return "NEW"
        case .up(let n): return "▲\(n)"
        case .down(let n): return "▼\(n)"
        case .same: return "–"
        }
    }

    static func styledRankChange(_ change: RankChange, _ style: Style) -> String {
        let text = rankChange(change)
        switch change {
        case .new: return style.yellow(text)
        case .up: return style.red(text)
        case .down: return style.cyan(text)
        case .same: return style.dim(text)
        }
    }

    static func date(_ date: KobisDate?) -> String { date?.iso ?? "-" }

    /// The title line of a ranking: `일별 박스오피스 · 2023-04-26 (수)`.
    static func heading(_ boxOffice: DailyBoxOffice) -> String {
        "\(Sanitizer.line(boxOffice.boxOfficeType)) · \(boxOffice.date.iso) (\(boxOffice.date.koreanWeekday))"
    }

    /// KOBIS's `yearWeekTime` (`202333`) as a year and an ISO week; nil when it is not that shape.
    static func isoWeek(_ text: String?) -> (year: Int, week: Int)? {
        guard let text, text.count == 6, let year = Int(text.prefix(4)), let week = Int(text.suffix(2)), (1...53).contains(week) else { return nil }
        return (year, week)
    }

    /// The one-line summary `--details` adds: genres · director(s) · running time · grade.
    static func detailSummary(_ detail: MovieDetail) -> String {
        var parts: [String] = []
        if !detail.genres.isEmpty { parts.append(detail.genres.joined(separator: ", ")) }
        if !detail.directors.isEmpty { parts.append("감독 " + detail.directors.map(\.name).joined(separator: ", ")) }
        if let minutes = detail.runningTimeMinutes { parts.append("\(minutes)분") }
        if let grade = detail.watchGrades.first?.grade { parts.append(grade) }
        return parts.isEmpty ? "-" : Sanitizer.line(parts.joined(separator: " · "))
    }
}
