import Foundation
import KobisKit

extension OptionSpec {
    /// The same option with a command's own help line.
    func with(help text: String?) -> OptionSpec {
        guard let text else { return self }
        return OptionSpec(
            name, short: short, value: valueName, choices: choices, help: text, kind: kind, isFile: isFile,
            range: range,
            defaultText: defaultText, required: required, most: most)
    }
}

/// The optimal string alignment (restricted Damerau-Levenshtein) distance, for "did you mean" hints: an insertion,
/// a deletion, a substitution or a swap of two neighbouring letters each count one, so `--fromat` is one step
/// from `--format` and two from `--from`.
func editDistance(_ a: String, _ b: String) -> Int {
    let x = Array(a.prefix(64))
    let y = Array(b.prefix(64))
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    var beforePrevious = [Int](repeating: 0, count: y.count + 1)
    var previous = Array(0...y.count)
    for i in 1...x.count {
        var current = [i] + Array(repeating: 0, count: y.count)
        for j in 1...y.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            if i > 1 && j > 1 && x[i - 1] == y[j - 2] && x[i - 2] == y[j - 1] {
                current[j] = min(current[j], beforePrevious[j - 2] + 1)
            }
        }
        beforePrevious = previous
        previous = current
    }
    return previous[y.count]
}

/// The closest of `candidates` to `text`, when close enough to suggest.
func closest(_ text: String, in candidates: [String]) -> String? {
    let close = candidates.filter {
        editDistance($0, text) <= max(1, min(2, text.count / 3)) || $0.hasPrefix(text) && text.count >= 3
    }
    return close.min { editDistance($0, text) < editDistance($1, text) }
}
