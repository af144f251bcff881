import Foundation

/// Gradient-boosted regression trees for the absolute error: each tree is fitted to the signs of the residuals left
/// by those before it, on a random part of the runs, and each leaf moves its runs by the median of their residuals.
/// It learns the bends a linear fit cannot (a run about to leave the top 10 sells almost nothing more). Seeded, so
/// the same runs always give the same trees.
struct BoostedTrees: Sendable {
    /// A node: a split on `feature` at `threshold` (not more goes left), or a leaf (`feature` < 0) of `value`.
    struct Node: Sendable {
        var feature: Int
        var threshold: Double
        var left: Int
        var right: Int
        var value: Double
    }

    struct Settings: Sendable {
        var trees = 100
        var depth = 3
        var rate = 0.1
        var sample = 0.8
        var leaf = 3
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    }

    private let start: Double
    private let rate: Double
    private let forest: [[Node]]

    /// The trees learned from `inputs` (a row of features per run) and `targets`; nil for no runs or rows of
    /// different widths.
    init?(inputs: [[Double]], targets: [Double], settings: Settings = Settings()) {
        let count = inputs.count
        guard count > 0, count == targets.count, let width = inputs.first?.count, width > 0,
            inputs.allSatisfy({ $0.count == width })
        else { return nil }
        let orders = (0..<width).map { feature in
            (0..<count).sorted { inputs[$0][feature] < inputs[$1][feature] }
        }
        start = ForecastMath.median(targets)
        rate = settings.rate
        var fitted = [Double](repeating: start, count: count)
        var random = SplitMix(seed: settings.seed)
        var forest: [[Node]] = []
        let drawn = max(1, Int(settings.sample * Double(count)))
        for _ in 0..<settings.trees {
            var indices = Array(0..<count)
            for i in stride(from: count - 1, to: 0, by: -1) { indices.swapAt(i, Int(random.next() % UInt64(i + 1))) }
            var node = [Int](repeating: -1, count: count)
            for i in indices.prefix(drawn) { node[i] = 0 }
            let residuals = (0..<count).map { targets[$0] - fitted[$0] }
            let tree = BoostedTrees.grow(
                inputs: inputs, orders: orders, residuals: residuals, node: &node, settings: settings)
            for i in 0..<count { fitted[i] += rate * BoostedTrees.evaluate(tree, inputs[i]) }
            forest.append(tree)
        }
        self.forest = forest
    }

    /// The trees as numbers, after the model's own (``ForecastModel/numbers``).
    var numbers: [Double] {
        var out = [start, rate, Double(forest.count)]
        for tree in forest {
            out.append(Double(tree.count))
            for node in tree {
                out += [Double(node.feature), node.threshold, Double(node.left), Double(node.right), node.value]
            }
        }
        return out
    }

    /// The trees that ``numbers`` wrote; nil for numbers that are not trees.
    init?(reader: inout NumberReader) {
        guard let start = reader.next(), let rate = reader.next(), let count = reader.count() else { return nil }
        var forest: [[Node]] = []
        for _ in 0..<count {
            guard let size = reader.count(), size > 0 else { return nil }
            var tree: [Node] = []
            for _ in 0..<size {
                guard let row = reader.take(5) else { return nil }
                tree.append(
                    Node(feature: Int(row[0]), threshold: row[1], left: Int(row[2]), right: Int(row[3]), value: row[4]))
            }
            let valid = tree.allSatisfy { node in
                node.feature < 0
                    || (node.feature < 64 && node.left > 0 && node.left < size && node.right > 0 && node.right < size)
            }
            guard valid else { return nil }
            forest.append(tree)
        }
        self.start = start
        self.rate = rate
        self.forest = forest
    }

    /// The prediction for one run's features.
    func predict(_ input: [Double]) -> Double {
        forest.reduce(start) { $0 + rate * BoostedTrees.evaluate($1, input) }
    }

    static func evaluate(_ tree: [Node], _ input: [Double]) -> Double {
        var index = 0
        while tree[index].feature >= 0 {
            let node = tree[index]
            let value = node.feature < input.count ? input[node.feature] : 0
            index = value <= node.threshold ? node.left : node.right
        }
        return tree[index].value
    }

    /// One tree, grown a level at a time: every node of a level finds its best split in one pass over each
    /// feature's order. `node` holds each drawn run's node (-1: not drawn).
    static func grow(
        inputs: [[Double]], orders: [[Int]], residuals: [Double], node: inout [Int], settings: Settings
    ) -> [Node] {
        let size = (1 << (settings.depth + 1)) + 1
        let signs = residuals.map { $0 > 0 ? 1.0 : $0 < 0 ? -1.0 : 0 }
        var tree = [Node(feature: -1, threshold: 0, left: -1, right: -1, value: 0)]
        var level = [0]
        for _ in 0..<settings.depth {
            var gains = [Double](repeating: 1e-12, count: size)
            var features = [Int](repeating: -1, count: size)
            var thresholds = [Double](repeating: 0, count: size)
            var totalSum = [Double](repeating: 0, count: size)
            var totalCount = [Int](repeating: 0, count: size)
            for i in node.indices where node[i] >= 0 {
                totalSum[node[i]] += signs[i]
                totalCount[node[i]] += 1
            }
            for (feature, order) in orders.enumerated() {
                var sum = [Double](repeating: 0, count: size)
                var count = [Int](repeating: 0, count: size)
                var last = [Double](repeating: 0, count: size)
                for i in order {
                    let id = node[i]
                    if id < 0 { continue }
                    let value = inputs[i][feature]
                    let left = count[id]
                    if left >= settings.leaf, totalCount[id] - left >= settings.leaf, value > last[id] {
                        let right = totalSum[id] - sum[id]
                        let gain =
                            sum[id] * sum[id] / Double(left) + right * right / Double(totalCount[id] - left)
                            - totalSum[id] * totalSum[id] / Double(totalCount[id])
                        if gain > gains[id] {
                            gains[id] = gain
                            features[id] = feature
                            let middle = last[id] + (value - last[id]) / 2
                            thresholds[id] = middle < value ? middle : last[id]
                        }
                    }
                    sum[id] += signs[i]
                    count[id] = left + 1
                    last[id] = value
                }
            }
            var next: [Int] = []
            for id in level where features[id] >= 0 {
                let left = tree.count
                tree.append(Node(feature: -1, threshold: 0, left: -1, right: -1, value: 0))
                tree.append(Node(feature: -1, threshold: 0, left: -1, right: -1, value: 0))
                tree[id] = Node(feature: features[id], threshold: thresholds[id], left: left, right: left + 1, value: 0)
                next += [left, left + 1]
            }
            for i in node.indices where node[i] >= 0 && tree[node[i]].feature >= 0 {
                let split = tree[node[i]]
                node[i] = inputs[i][split.feature] <= split.threshold ? split.left : split.right
            }
            level = next
            if level.isEmpty { break }
        }
        var leaves = [[Double]](repeating: [], count: tree.count)
        for i in node.indices where node[i] >= 0 { leaves[node[i]].append(residuals[i]) }
        for (id, values) in leaves.enumerated() where !values.isEmpty { tree[id].value = ForecastMath.median(values) }
        return tree
    }

    /// SplitMix64: a small seeded generator, the same sequence on every platform.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
