@testable import Fuzzing
import Testing

struct FuzzMinimiserTests {
    /// A failure that needs one blur somewhere deep in a big tree shrinks to the blurred leaf
    /// alone on a plain canvas.
    @Test func shrinksToTheFailingPart() {
        let red = FuzzNode.color(FuzzColor(kind: .named, name: "red"))
        let blurred = FuzzNode.modified(.text("hello world", fontSize: 12, lineLimit: nil), .blur(radius: .infinity))
        let tree = FuzzTree(
            root: .stack(.vStack, spacing: 3, [
                .modified(red, .padding(4)),
                .scroll(horizontal: false, [red, .stack(.hStack, spacing: nil, [red, .modified(blurred, .opacity(0.5)), .divider])]),
                .modified(.geometry(red, fx: 1, fy: 1), .background(red)),
            ]),
            width: 390, height: 800, scale: 3, sizesToFit: true, scrollOffset: FuzzPoint(x: 0, y: 10), dark: true, rightToLeft: true)
        func fails(_ tree: FuzzTree) -> Bool { tree.source.contains(".blur(radius: .infinity)") }
        var minimiser = FuzzMinimiser()
        let result = minimiser.minimise(tree, fails: fails)
        #expect(result == FuzzTree(root: .modified(.text("", fontSize: 12, lineLimit: nil), .blur(radius: .infinity)), width: 100, height: 100))
        #expect(minimiser.attempts < 200)
    }

    /// A tree that does not fail (or a budget of no attempts) comes back as it was.
    @Test func keepsATreeThatNeverFails() {
        var generator = FuzzGenerator(seed: 3, index: 5)
        let tree = generator.tree()
        var minimiser = FuzzMinimiser()
        #expect(minimiser.minimise(tree) { _ in false } == tree)
        var none = FuzzMinimiser(maxAttempts: 0)
        #expect(none.minimise(tree) { _ in true } == tree)
    }
}
