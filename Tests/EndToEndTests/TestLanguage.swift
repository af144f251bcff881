import Testing

/// The language the binary speaks in a suite or a test that does not set BOXOFFICE_LANG itself: Korean, the
/// binary's default, unless `.speaking("en")` says otherwise. A suite that reads the English wording of stderr's
/// notes and errors speaks English; one that reads Korean labels keeps the default (or a test says `.speaking("ko")`).
enum TestLanguage {
    @TaskLocal static var current: String?
}

/// Binds ``TestLanguage/current`` for a suite or a test.
struct Speaking: TestTrait, SuiteTrait, TestScoping {
    let language: String

    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await TestLanguage.$current.withValue(language) { try await function() }
    }
}

extension Trait where Self == Speaking {
    /// The binary speaks `language` (`ko` or `en`) unless a run sets BOXOFFICE_LANG.
    static func speaking(_ language: String) -> Self { Self(language: language) }
}
