import KobisKit

/// Round numbers for an axis, and their labels in Korean units (만 = 10,000): 5만, 10만, 100만.
enum Ticks {
    /// Round steps (1, 2 or 5 times a power of ten) from 0 to at least `top`, at most `count` + 1 of them.
    static func values(upTo top: Int64, count: Int = 5) -> [Int64] {
        let top = max(1, top)
        var step: Int64 = 1
        outer: while true {
            for factor: Int64 in [1, 2, 5] {
                let candidate = step * factor
                if (top + candidate - 1) / candidate <= Int64(count) {
                    step = candidate
                    break outer
                }
            }
            step *= 10
        }
        let last = (top + step - 1) / step * step
        return Array(stride(from: Int64(0), through: last, by: Int64.Stride(step)))
    }

    /// `0`, `5,000`, `5만`, `120만`, `1.5억`; in English `50K`, `1.2M`.
    static func label(_ value: Int64) -> String {
        if Label.language == .en {
            if value >= 1_000_000 && value % 100_000 == 0 {
                let tenths = value / 100_000
                return String(tenths / 10) + (tenths % 10 == 0 ? "" : "." + String(tenths % 10)) + "M"
            }
            if value >= 1_000 && value % 1_000 == 0 { return Formatting.grouped(value / 1_000) + "K" }
            return Formatting.grouped(value)
        }
        if value >= 100_000_000 && value % 10_000_000 == 0 {
            let tenths = value / 10_000_000
            let whole = String(tenths / 10)
            let fraction = String(tenths % 10)
            return (fraction == "0" ? whole : whole + "." + fraction) + Label.hundredMillion.text
        }
        if value >= 10_000 && value % 10_000 == 0 { return Formatting.grouped(value / 10_000) + Label.tenThousand.text }
        return Formatting.grouped(value)
    }
}
