import LayoutDSL
import Testing

/// `transaction(_:body:)` rewrites the transaction of the modifiers in its closure only, and
/// `Transaction.scrollTargetAnchor` places the view a scroll reaches.
struct TransactionBodyTests {
    /// One change at t = 0.1 s (frame 6) inside a one-second linear animation: the opacity in
    /// the closure runs twice as fast (done on frame 36), the content's width at the
    /// transaction's pace (half way).
    struct BodyScoped: View {
        @State private var on = false
        var body: some View {
            Color.red.frame(width: on ? 200 : 100, height: 20).accessibilityIdentifier("content")
                .transaction { $0.animation = $0.animation?.speed(2) } body: { $0.opacity(on ? 0 : 1).accessibilityIdentifier("fade") }
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { withAnimation(.linear(duration: 1)) { on = true } } }
        }
    }

    @Test func transactionBodyRewritesOnlyItsModifiers() throws {
        let host = ViewHost(BodyScoped(), canvasSize: CGSize(width: 300, height: 100))
        let frames = try host.run(ScrollSequence(y: Array(repeating: 0, count: 37)))
        #expect(micro(frames[21].tree.node(id: "fade")!.display.opacity) == 0.5)
        #expect(frames[36].tree.node(id: "fade")!.display.opacity == 0)
        #expect(micro(frames[36].tree.node(id: "content")!.frame.width) == 150)
    }

    /// Twenty rows of 50 points in a 100-point viewport: row 10 scrolled to with the
    /// transaction's anchor `.bottom` ends at the viewport's bottom (y 50…100).
    @Test func scrollToTakesTheTransactionsAnchor() throws {
        final class Proxy { var value: ScrollViewProxy? }
        let proxy = Proxy()
        let view = ScrollViewReader { reader in
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { index in Color.gray.frame(height: 50).accessibilityIdentifier("row\(index)") }
                }
            }
            .onAppear { proxy.value = reader }
        }
        let host = ViewHost(view, canvasSize: CGSize(width: 200, height: 100))
        _ = try host.update()
        var transaction = Transaction()
        transaction.scrollTargetAnchor = .bottom
        withTransaction(transaction) { proxy.value?.scrollTo(10) }
        let tree = try host.update()
        #expect(frame(tree, "row10").minY == 50)
        withTransaction(transaction) { proxy.value?.scrollTo(3, anchor: .top) }
        #expect(frame(try host.update(), "row3").minY == 0)
    }

    /// Twenty rows under a `scrollPosition(id:)` bound to state, its binding kept for the test.
    struct Positioned: View {
        final class Handle { var position: Binding<Int?>? }
        @State private var position: Int?
        let handle: Handle
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { index in Color.gray.frame(height: 50).accessibilityIdentifier("row\(index)") }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $position)
            .onAppear { handle.position = $position }
        }
    }

    /// The binding set with a transaction that has an anchor scrolls the row there, whether the
    /// binding carries it or it surrounds the set (`withTransaction`: a binding made in `body`
    /// takes the transaction current where it is set); set plainly, the row goes to the top.
    @Test func scrollPositionTakesTheTransactionsAnchor() throws {
        let handle = Positioned.Handle()
        let host = ViewHost(Positioned(handle: handle), canvasSize: CGSize(width: 200, height: 100))
        _ = try host.update()
        var transaction = Transaction()
        transaction.scrollTargetAnchor = .bottom
        handle.position?.transaction(transaction).wrappedValue = 10
        #expect(frame(try host.update(), "row10").minY == 50)
        handle.position?.wrappedValue = 12
        #expect(frame(try host.update(), "row12").minY == 0)
        withTransaction(transaction) { handle.position?.wrappedValue = 14 }
        #expect(frame(try host.update(), "row14").minY == 50)
    }

    @Test func transactionKeepsItsOtherKeys() {
        var transaction = Transaction()
        #expect(!transaction.scrollPositionUpdatePreservesVelocity && transaction.scrollTargetAnchor == nil)
        transaction.scrollPositionUpdatePreservesVelocity = true
        transaction.scrollContentOffsetAdjustmentBehavior = .disabled
        transaction.dismissBehavior = .destructive
        #expect(transaction.scrollPositionUpdatePreservesVelocity)
    }

    /// Every minute's entries: the start, then each whole minute after it.
    @Test func everyMinuteEntries() {
        let start = Date(timeIntervalSinceReferenceDate: 90)
        var entries = EveryMinuteTimelineSchedule().entries(from: start, mode: .normal)
        #expect([entries.next(), entries.next(), entries.next()].map { $0?.timeIntervalSinceReferenceDate } == [90, 120, 180])
    }
}
