import Foundation
import Testing

@testable import KobisKit

/// Mutates the repository's fixtures thousands of times and decodes every variant: it may fail, never crash.
@Suite("Decoder fuzzing")
struct FuzzTests {
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var x = state
            x ^= x >> 33
            return x
        }
    }

    static let replacements: [String] = [
        "\"\"", "\" \"", "null", "-1", "99999999999999999999999", "\"-99999999999999999999\"", "1e400", "\"NaN\"",
        "[]", "{}", "true", "\"\\u0000\"", "\"\\ud800\"", "\"2023-02-30\"", "\"abc\"", "0.5", "\"１２\"",
    ]

    static func mutate(_ input: [UInt8], _ rng: inout Generator) -> [UInt8] {
        var bytes = input
        switch Int.random(in: 0..<8, using: &rng) {
        case 0:  // byte flips
            for _ in 0..<Int.random(in: 1...8, using: &rng) where !bytes.isEmpty {
                bytes[Int.random(in: 0..<bytes.count, using: &rng)] ^= UInt8.random(in: 1...255, using: &rng)
            }
        case 1:  // truncation
            bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &rng)))
        case 2, 3:  // a string value swapped for a number, null, array, huge or negative number
            let quotes = bytes.indices.filter { bytes[$0] == UInt8(ascii: ":") }
            if let colon = quotes.randomElement(using: &rng),
                let end = bytes[(colon + 1)...].firstIndex(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "}") }
                )
            {
                let replacement = Array(replacements.randomElement(using: &rng)!.utf8)
                bytes.replaceSubrange((colon + 1)..<end, with: replacement)
            }
        case 4:  // deep nesting
            let depth = Int.random(in: 100...3000, using: &rng)
            bytes =
                Array(String(repeating: "{\"a\":[", count: depth).utf8) + bytes
                + Array(String(repeating: "]}", count: depth).utf8)
        case 5:  // invalid UTF-8
            for _ in 0..<Int.random(in: 1...4, using: &rng) where !bytes.isEmpty {
                bytes.insert(
                    [0xC3, 0xFF, 0xED, 0xA0, 0x80, 0xF8].randomElement(using: &rng)!,
                    at: Int.random(in: 0..<bytes.count, using: &rng))
            }
        case 6:  // duplicated slice
            if bytes.count > 2 {
                let a = Int.random(in: 0..<bytes.count, using: &rng)
                let b = Int.random(in: a..<bytes.count, using: &rng)
                bytes.insert(contentsOf: bytes[a..<b], at: b)
            }
        default:  // digits in number strings replaced
            for index in bytes.indices
            where bytes[index] >= 48 && bytes[index] <= 57 && Bool.random(using: &rng)
                && Int.random(in: 0..<20, using: &rng) == 0
            {
                bytes[index] = [UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "e"), 0x20].randomElement(
                    using: &rng)!
            }
        }
        return bytes
    }

    /// A fixed number of mutants from a fixed seed: the same inputs on every machine, however busy.
    @Test(.timeLimit(.minutes(30)))
    func thousandsOfMutantsDecodeWithoutACrash() throws {
        let decoder = DecodingManager()
        let day = KobisDate(year: 2024, month: 1, day: 1)!
        let seeds = try Fixture.all.filter { $0.hasSuffix(".json") }.map { Array(try Fixture.data($0)) }
        var rng = Generator(state: 0xB0C5_0FF1CE)
        var decoded = 0
        var rejected = 0
        var iterations = 0
        while iterations < 2000 {
            let seed = seeds[iterations % seeds.count]
            var mutant = FuzzTests.mutate(seed, &rng)
            if Int.random(in: 0..<3, using: &rng) == 0 { mutant = FuzzTests.mutate(mutant, &rng) }
            let data = Data(mutant)
            for attempt in 0..<2 {
                do {
                    if attempt == 0 {
                        _ = try decoder.dailyBoxOffice(from: data, date: day)
                    } else {
                        _ = try decoder.movieDetail(from: data, requestedCode: "20230001")
                    }
                    decoded += 1
                } catch is KobisError {
                    rejected += 1
                } catch {
                    Issue.record("a non-KobisError escaped: \(error)")
                }
            }
            iterations += 1
        }
        #expect(decoded + rejected == 2 * 2000)
        #expect(decoded > 0 && rejected > 0)
    }
}
