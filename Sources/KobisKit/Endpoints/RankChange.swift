import Foundation

/// How a film's rank moved since the previous day (or week).
public enum RankChange: Hashable, Sendable {
    /// First day in the ranking (`rankOldAndNew` = `NEW`).
    case new
    case up(Int)
    case down(Int)
    case same

    /// From KOBIS's `rankInten` (positive = climbed) and the `NEW` flag.
    public init(intensity: Int, isNew: Bool) {
        if isNew {
            self = .new
        } else if intensity > 0 {
            self = .up(intensity)
        } else if intensity < 0 {
            self = .down(intensity == .min ? .max : -intensity)
        } else {
            self = .same
        }
    }

    /// Places gained (negative when lost); 0 for a new entry.
    public var delta: Int {
        switch self {
        case .new, .same: return 0
        case .up(let n): return n
        case .down(let n): return -n
        }
    }

    public var isNew: Bool { self == .new }
}
