import Foundation
import Testing

@testable import KobisKit

/// The boosted trees: they learn a bend a straight line cannot, stay seeded, and refuse what they cannot learn from.
@Suite("BoostedTrees")
struct BoostedTreesTests {
    /// A hinge like a run at the top 10's cut line: under it nothing more, above it a ratio that grows with the
    /// margin. Trees learn it to within a few hundredths.
    @Test func theyLearnAHinge() throws {
        let inputs: [[Double]] = (0..<400).map { (index: Int) -> [Double] in
            let margin = Double(index) / 100 - 2
            let noise = Double((index * 37) % 100) / 100
            return [margin, noise]
        }
        let targets: [Double] = inputs.map { (row: [Double]) -> Double in max(0, row[0]) * 0.5 }
        let trees = try #require(BoostedTrees(inputs: inputs, targets: targets))
        for x in [-1.5, -0.5, 0.5, 1.0, 1.5] {
            #expect(abs(trees.predict([x, 0.3]) - max(0, x) * 0.5) < 0.05, "at \(x): \(trees.predict([x, 0.3]))")
        }
    }

    /// Absolute error: one wild target moves the fit by no more than its neighbours' median would.
    @Test func anOutlierPullsNoMoreThanAMedianWould() throws {
        let inputs: [[Double]] = (0..<200).map { (index: Int) -> [Double] in [Double(index)] }
        var targets = [Double](repeating: 1, count: 200)
        targets[100] = 1_000
        let trees = try #require(BoostedTrees(inputs: inputs, targets: targets))
        #expect(abs(trees.predict([100]) - 1) < 0.01)
    }

    @Test func theSameRunsGiveTheSameTrees() throws {
        let inputs: [[Double]] = (0..<150).map { (index: Int) -> [Double] in
            [sin(Double(index)), cos(Double(index) * 0.7)]
        }
        let targets: [Double] = inputs.map { (row: [Double]) -> Double in row[0] * row[1] }
        let first = try #require(BoostedTrees(inputs: inputs, targets: targets))
        let second = try #require(BoostedTrees(inputs: inputs, targets: targets))
        for row in inputs.prefix(20) { #expect(first.predict(row) == second.predict(row)) }
    }

    @Test func noRunsOrRaggedRowsLearnNothing() {
        #expect(BoostedTrees(inputs: [], targets: []) == nil)
        #expect(BoostedTrees(inputs: [[1, 2], [3]], targets: [1, 2]) == nil)
        #expect(BoostedTrees(inputs: [[1], [2]], targets: [1]) == nil)
    }

    /// SplitMix64's first outputs for seed 0, as its authors publish them: the same on every platform.
    @Test func theGeneratorIsSplitMix64() {
        var random = BoostedTrees.SplitMix(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    }
}
