import Foundation

/// A rating decision: its number and the grade, such as `12세이상관람가`.
public struct WatchGrade: Hashable, Sendable {
    public var auditNumber: String?
    public var grade: String
    public init(auditNumber: String?, grade: String) {
        self.auditNumber = auditNumber
        self.grade = grade
    }
}
