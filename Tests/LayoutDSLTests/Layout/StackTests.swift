import LayoutDSL
import Testing

/// HStack/VStack/ZStack against SwiftUI's stack rules (R1–R5, R10, R21).
struct StackTests {
    /// R4: flexible children share the space left after the fixed ones; 8pt default spacing (R1).
    @Test func hstackDividesRemainingSpaceEqually() throws {
        let tree = try resolve(HStack {
            Color.red.accessibilityIdentifier("a")
            Color.green.frame(width: 100).accessibilityIdentifier("b")
            Color.blue.accessibilityIdentifier("c")
        }, 400, 100)
        // 400 − 2·8 spacing − 100 fixed = 284, split 142/142.
        #expect(frame(tree, "a") == rect(0, 0, 142, 100))
        #expect(frame(tree, "b") == rect(150, 0, 100, 100))
        #expect(frame(tree, "c") == rect(258, 0, 142, 100))
    }

    /// R4: a padded flexible view is still the most flexible: offered infinity it answers
    /// infinity, so it is sized after a fixed one and takes what is left, not an equal share.
    @Test func paddedFlexibleViewTakesWhatIsLeft() throws {
        let tree = try resolve(HStack(spacing: 0) {
            Color.red.padding(.horizontal, 10).accessibilityIdentifier("padded")
            Color.blue.frame(width: 250).accessibilityIdentifier("fixed")
        }, 300, 20)
        #expect(frame(tree, "padded") == rect(0, 0, 50, 20))
        #expect(frame(tree, "fixed") == rect(50, 0, 250, 20))
    }

    /// R3/R2: a Spacer is sized last (priority −∞) and no 8pt gap is added next to it.
    @Test func spacerTakesWhatIsLeftWithoutGaps() throws {
        let tree = try resolve(HStack {
            Color.red.frame(width: 50).accessibilityIdentifier("a")
            Spacer().accessibilityIdentifier("s")
            Color.blue.frame(width: 50).accessibilityIdentifier("b")
        }, 300, 20)
        #expect(frame(tree, "a") == rect(0, 0, 50, 20))
        #expect(frame(tree, "s") == rect(50, 10, 200, 0))
        #expect(frame(tree, "b") == rect(250, 0, 50, 20))
    }

    /// R3: a Spacer's priority is −∞, so a flexible color is offered all but the spacer's minimum.
    @Test func spacerYieldsToFlexibleViews() throws {
        let tree = try resolve(HStack(spacing: 0) { Color.red.accessibilityIdentifier("a"); Spacer() }, 300, 20)
        #expect(frame(tree, "a") == rect(0, 0, 292, 20))
    }

    /// R4: higher layoutPriority is offered the space first, minus the minima of lower groups.
    @Test func layoutPriorityIsServedFirst() throws {
        let tree = try resolve(HStack(spacing: 0) {
            Color.red.frame(minWidth: 30).accessibilityIdentifier("low")
            Color.blue.layoutPriority(1).accessibilityIdentifier("high")
        }, 200, 10)
        #expect(frame(tree, "high") == rect(30, 0, 170, 10))
        #expect(frame(tree, "low") == rect(0, 0, 30, 10))
    }

    /// R5: VStack aligns children by its horizontal guide; its width is the union.
    @Test func vstackAlignmentAndSize() throws {
        let tree = try resolve(VStack(alignment: .leading, spacing: 10) {
            Color.red.frame(width: 50, height: 20).accessibilityIdentifier("a")
            Color.blue.frame(width: 100, height: 20).accessibilityIdentifier("b")
        }.accessibilityIdentifier("stack"), 400, 400)
        // Root centred in the canvas (R21): 100x50 at (150, 175).
        #expect(frame(tree, "stack") == rect(150, 175, 100, 50))
        #expect(frame(tree, "a") == rect(150, 175, 50, 20))
        #expect(frame(tree, "b") == rect(150, 205, 100, 20))
    }

    /// R5 with explicit guides: alignmentGuide shifts a child relative to the others.
    @Test func alignmentGuideShiftsChild() throws {
        let tree = try resolve(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 50, height: 10).accessibilityIdentifier("a")
            Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { _ in 20 }.accessibilityIdentifier("b")
        }.accessibilityIdentifier("stack"), 200, 200)
        // b's leading guide is 20 into it, so b starts 20 left of a; the stack is 70 wide.
        #expect(frame(tree, "stack").width == 70)
        #expect(frame(tree, "b").minX == frame(tree, "stack").minX)
        #expect(frame(tree, "a").minX == frame(tree, "stack").minX + 20)
    }

    /// R10: ZStack is as large as its largest child; children are centred by default.
    @Test func zstackCentresChildren() throws {
        let tree = try resolve(ZStack {
            Color.red.frame(width: 100, height: 60).accessibilityIdentifier("big")
            Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("small")
        }.accessibilityIdentifier("z"), 200, 200)
        #expect(frame(tree, "z") == rect(50, 70, 100, 60))
        #expect(frame(tree, "small") == rect(90, 90, 20, 20))
    }

    /// A ZStack holding a view that fills any proposal (a Color) is as flexible as that view: in
    /// a VStack beside a fixed 20-point view it gets the remaining 280 points, not half (its
    /// size under an infinite proposal is infinite, not the NaN of aligning infinities).
    @Test func zstackWithAFlexibleChildIsFlexible() throws {
        let tree = try resolve(VStack(spacing: 0) {
            ZStack { Color.gray; Color.blue.frame(width: 10, height: 10) }.accessibilityIdentifier("z")
            Color.red.frame(height: 20).accessibilityIdentifier("r")
        }, 200, 300)
        #expect(frame(tree, "z") == rect(0, 0, 200, 280))
        #expect(frame(tree, "r") == rect(0, 280, 200, 20))
    }

    /// R21: several top-level views are an implicit VStack.
    @Test func severalRootViewsStackVertically() throws {
        struct Root: View {
            var body: some View {
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a")
                Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("b")
            }
        }
        let tree = try resolve(Root(), 100, 100)
        #expect(frame(tree, "a") == rect(45, 36, 10, 10))
        #expect(frame(tree, "b") == rect(45, 54, 10, 10))
    }
}
