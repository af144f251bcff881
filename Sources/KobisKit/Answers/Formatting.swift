/// Human formatting shared by the layouts.
public enum Formatting {
    /// `1234567` → `1,234,567`, for a count.
    public static func grouped(_ value: Int) -> String { grouped(Int64(value)) }

    /// `1234567` → `1,234,567`; nil → `-`.
    public static func grouped(_ value: Int64?) -> String {
        guard let value else { return "-" }
        let digits = String(value.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return value < 0 ? "-" + out : out
    }

    /// A count with its noun, grouped: `1 day`, `8,243 days`.
    public static func counted(_ count: Int, _ one: String, _ many: String) -> String {
        "\(grouped(Int64(count))) \(count == 1 ? one : many)"
    }

    /// ▲n, ▼n, – or NEW.
    public static func rankChange(_ change: RankChange) -> String {
        switch change {
        case .new: return "NEW"
        case .up(let n): return "▲\(n)"
        case .down(let n): return "▼\(n)"
        case .same: return "–"
        }
    }

    public static func date(_ date: KobisDate?) -> String { date?.iso ?? "-" }

    /// The title line of a ranking: `일별 박스오피스 · 2023-04-26 (수)`.
    public static func heading(_ boxOffice: DailyBoxOffice) -> String {
        let weekday = Label.weekdays[boxOffice.date.weekday].text
        if Label.language == .en { return "\(Label.dailyBoxOffice.text) · \(weekday) \(boxOffice.date.iso)" }
        return "\(Sanitizer.line(boxOffice.boxOfficeType)) · \(boxOffice.date.iso) (\(weekday))"
    }

    /// A person's or company's name as people read it: its English name in English when KOBIS has one.
    public static func name(_ korean: String, english: String?) -> String { title(korean, english: english) }

    /// A film's title as people read it: its English title in English when KOBIS has one.
    public static func title(_ korean: String, english: String?) -> String {
        guard Label.language == .en, let english, !english.isEmpty else { return korean }
        return english
    }

    /// KOBIS's `yearWeekTime` (`202333`) as a year and an ISO week; nil when it is not that shape.
    public static func isoWeek(_ text: String?) -> (year: Int, week: Int)? {
        guard let text, text.count == 6, let year = Int(text.prefix(4)), let week = Int(text.suffix(2)),
            (1...53).contains(week)
        else { return nil }
        return (year, week)
    }

    /// The one-line summary `--details` adds: genres · director(s) · running time · grade.
    public static func detailSummary(_ detail: MovieDetail) -> String {
        var parts: [String] = []
        if !detail.genres.isEmpty {
            parts.append(detail.genres.map { Vocabulary.genre.text($0) }.joined(separator: ", "))
        }
        if !detail.directors.isEmpty {
            parts.append(
                Label.director.text + " "
                    + detail.directors.map { name($0.name, english: $0.nameEnglish) }.joined(separator: ", "))
        }
        if let minutes = detail.runningTimeMinutes { parts.append(Label.minutesOf(minutes)) }
        if let grade = detail.watchGrades.first?.grade { parts.append(Vocabulary.grade.text(grade)) }
        return parts.isEmpty ? "-" : Sanitizer.line(parts.joined(separator: " · "))
    }
}
