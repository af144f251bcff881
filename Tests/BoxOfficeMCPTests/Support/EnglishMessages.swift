import KobisKit
import Testing

/// Binds `Label.language` to English for a suite or a test: what it reads is the English wording of its messages
/// (the Korean, the default, is read where a test binds it or runs the binary without `--lang en`).
struct EnglishMessages: TestTrait, SuiteTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await Label.$language.withValue(.en) { try await function() }
    }
}

extension Trait where Self == EnglishMessages {
    /// The messages in English.
    static var englishMessages: Self { Self() }
}
