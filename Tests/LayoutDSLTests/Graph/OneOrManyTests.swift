@testable import LayoutDSL
import Testing

/// `OneOrMany` keeps one element inline and more in an array; every way of filling it must
/// give the same elements in the same order as an array would.
struct OneOrManyTests {
    @Test func appendsKeepOrderAcrossTheInlineElement() {
        var list: OneOrMany<Int> = []
        #expect(list.isEmpty)
        list.append(1)
        #expect(Array(list) == [1])
        list.append(2)
        list.append(3)
        #expect(Array(list) == [1, 2, 3])
        list.append(contentsOf: OneOrMany(4))
        list.append(contentsOf: [5, 6])
        #expect(Array(list) == [1, 2, 3, 4, 5, 6])
    }

    /// Room reserved before the first element keeps every element that follows.
    @Test func reservedListsFillInOrder() {
        var list = OneOrMany<Int>()
        list.reserveCapacity(4)
        for value in [7, 8, 9] { list.append(contentsOf: OneOrMany(value)) }
        #expect(Array(list) == [7, 8, 9])
        var single = OneOrMany<Int>()
        single.reserveCapacity(4)
        single.append(1)
        #expect(Array(single) == [1])
    }

    @Test func editsAndVisits() {
        var list: OneOrMany<String> = ["a", "b", "c"]
        list[1] = "B"
        list.insert("z", at: 0)
        list.removeLast()
        #expect(Array(list) == ["z", "a", "B"])
        var visited: [String] = []
        list.forEach { visited.append($0) }
        #expect(visited == ["z", "a", "B"])
        var one = OneOrMany("x")
        one[0] = "y"
        #expect(Array(one) == ["y"] && one.count == 1)
        #expect(Array(OneOrMany(0..<3) { $0 * 10 }) == [0, 10, 20])
        #expect(Array(OneOrMany(CollectionOfOne(4)) { $0 + 1 }) == [5])
    }
}
