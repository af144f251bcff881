/// Reads back a flat list of numbers that a learned model wrote of itself (``ForecastModel/numbers``), in order.
struct NumberReader {
    private let numbers: [Double]
    private var position = 0

    init(_ numbers: [Double]) { self.numbers = numbers }

    var isAtEnd: Bool { position == numbers.count }

    /// The next number; nil past the end.
    mutating func next() -> Double? {
        guard position < numbers.count else { return nil }
        position += 1
        return numbers[position - 1]
    }

    /// The next number as a count (a whole number, not negative, at most what is left); nil otherwise.
    mutating func count() -> Int? {
        guard let value = next(), value >= 0, value <= Double(numbers.count), value == value.rounded() else {
            return nil
        }
        return Int(value)
    }

    /// The next `count` numbers; nil when fewer are left.
    mutating func take(_ count: Int) -> [Double]? {
        guard count >= 0, position + count <= numbers.count else { return nil }
        position += count
        return Array(numbers[(position - count)..<position])
    }
}
