/// Hears what a use case did on the way: a name resolved to a code, a lookup that came up empty.
public typealias Notify = @Sendable (String) -> Void

extension KobisService {
    /// The code for a code or a name; a resolved name is told to `notify`.
    public func code(_ text: String, kind: RecordKind, notify: Notify? = nil) async throws -> String {
        let resolved = try await resolve(text, kind: kind)
        if resolved.wasName { notify?(resolved.note) }
        return resolved.candidate.code
    }
}
