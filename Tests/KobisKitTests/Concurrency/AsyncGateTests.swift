import Foundation
import Testing

@testable import KobisKit

@Suite("AsyncGate: one task at a time, in order, without polling")
struct AsyncGateTests {
    /// What the tasks inside saw: how many were inside at once, and the order they went in.
    actor Inside {
        var now = 0
        var most = 0
        var order: [Int] = []
        func enter(_ index: Int) {
            now += 1
            most = max(most, now)
            order.append(index)
        }
        func leave() { now -= 1 }
    }

    @Test func manyTasksGoInOneAtATime() async {
        let gate = AsyncGate()
        let inside = Inside()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask {
                    await gate.enter()
                    await inside.enter(index)
                    await Task.yield()
                    await inside.leave()
                    await gate.leave()
                }
            }
        }
        #expect(await inside.most == 1)
        #expect(await inside.order.count == 200)
        #expect(await Set(inside.order).count == 200)
    }

    @Test func aWaiterGoesInAsTheOneInsideLeaves() async {
        let gate = AsyncGate()
        await gate.enter()
        let inside = Inside()
        let waiter = Task {
            await gate.enter()
            await inside.enter(1)
            await gate.leave()
        }
        await Task.yield()
        #expect(await inside.order.isEmpty, "the gate is held")
        await gate.leave()
        await waiter.value
        #expect(await inside.order == [1])
    }
}
