import Foundation

/// A crew credit.
public struct StaffCredit: Hashable, Sendable {
    public var person: Person
    public var role: String?
    public init(person: Person, role: String?) {
        self.person = person
        self.role = role
    }
}
