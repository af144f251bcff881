import Foundation

/// The arithmetic a forecast needs: medians, quantiles and least squares.
enum ForecastMath {
    static func median(_ values: [Double]) -> Double { quantile(values, 0.5) }

    /// The `q` quantile (linear between order statistics), 0 for no values.
    static func quantile(_ values: [Double], _ q: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let position = q * Double(sorted.count - 1)
        let low = Int(position.rounded(.down))
        let high = min(low + 1, sorted.count - 1)
        return sorted[low] + (sorted[high] - sorted[low]) * (position - Double(low))
    }

    /// The weighted median: the value below which half the weight lies, 0 for no values.
    static func weightedMedian(_ values: [Double], weights: [Double]) -> Double {
        let pairs = zip(values, weights).sorted { $0.0 < $1.0 }
        let half = pairs.reduce(0) { $0 + $1.1 } / 2
        var sum = 0.0
        for (value, weight) in pairs {
            sum += weight
            if sum >= half { return value }
        }
        return pairs.last?.0 ?? 0
    }

    /// The least-squares line through `points`: the means, the slope (0 when every x is the same) and the x spread
    /// (the sum of squared deviations of x; 0 then).
    static func line(_ points: [(x: Double, y: Double)]) -> (meanX: Double, meanY: Double, slope: Double, sxx: Double) {
        let meanX = mean(points.map(\.x))
        let meanY = mean(points.map(\.y))
        let sxx = points.reduce(0) { $0 + ($1.x - meanX) * ($1.x - meanX) }
        let sxy = points.reduce(0) { $0 + ($1.x - meanX) * ($1.y - meanY) }
        return (meanX, meanY, sxx > 0 ? sxy / sxx : 0, sxx)
    }

    static func mean(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }

    /// Least squares: the coefficients minimising |X b - y|, with a small ridge so that a degenerate design
    /// still solves; nil when it cannot.
    static func leastSquares(_ rows: [[Double]], _ targets: [Double]) -> [Double]? {
        guard let width = rows.first?.count, rows.count >= width else { return nil }
        var matrix = [[Double]](repeating: [Double](repeating: 0, count: width + 1), count: width)
        for (row, target) in zip(rows, targets) {
            for i in 0..<width {
                for j in 0..<width { matrix[i][j] += row[i] * row[j] }
                matrix[i][width] += row[i] * target
            }
        }
        for i in 0..<width { matrix[i][i] += 1e-6 * Double(rows.count) }
        for column in 0..<width {
            guard let pivot = (column..<width).max(by: { abs(matrix[$0][column]) < abs(matrix[$1][column]) }),
                abs(matrix[pivot][column]) > 1e-12
            else { return nil }
            matrix.swapAt(column, pivot)
            for row in 0..<width where row != column {
                let factor = matrix[row][column] / matrix[column][column]
                if factor == 0 { continue }
                for k in column...width { matrix[row][k] -= factor * matrix[column][k] }
            }
        }
        return (0..<width).map { matrix[$0][width] / matrix[$0][$0] }
    }
}
