import LayoutDSL
import Testing

/// Right to left, each view's x is flipped within its parent (x' = width − x − childWidth);
/// the numbers below are those of the same views left to right, mirrored.
@Suite struct RightToLeftTests {
    func rtl<V: View>(_ view: V) -> some View { view.environment(\.layoutDirection, .rightToLeft) }

    @Test func hstackRunsRightToLeft() throws {
        let stack = HStack(spacing: 10) {
            Color.red.frame(width: 50, height: 20).accessibilityIdentifier("a")
            Color.blue.frame(width: 30, height: 20).accessibilityIdentifier("b")
        }
        let ltr = try resolve(stack)
        #expect(frame(ltr, "a") == rect(155, 190, 50, 20))
        #expect(frame(ltr, "b") == rect(215, 190, 30, 20))
        let tree = try resolve(rtl(stack))
        #expect(frame(tree, "a") == rect(195, 190, 50, 20))
        #expect(frame(tree, "b") == rect(155, 190, 30, 20))
    }

    @Test func leadingPaddingLandsOnTheRight() throws {
        let view = Color.red.frame(width: 100, height: 50).accessibilityIdentifier("c")
            .padding(.leading, 20).accessibilityIdentifier("padded")
            .frame(width: 300, height: 100, alignment: .leading)
        let ltr = try resolve(view)
        #expect(frame(ltr, "padded") == rect(50, 175, 120, 50))
        #expect(frame(ltr, "c") == rect(70, 175, 100, 50))
        let tree = try resolve(rtl(view))
        #expect(frame(tree, "padded") == rect(230, 175, 120, 50))
        #expect(frame(tree, "c") == rect(230, 175, 100, 50))
    }

    @Test func leadingAlignmentInStacksAndFrames() throws {
        let vstack = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 20).accessibilityIdentifier("wide")
            Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("narrow")
        }
        #expect(frame(try resolve(vstack), "narrow") == rect(150, 200, 40, 20))
        #expect(frame(try resolve(rtl(vstack)), "narrow") == rect(210, 200, 40, 20))
        #expect(frame(try resolve(rtl(vstack)), "wide") == rect(150, 180, 100, 20))

        let zstack = ZStack(alignment: .leading) {
            Color.red.frame(width: 100, height: 20)
            Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("narrow")
        }
        #expect(frame(try resolve(zstack), "narrow") == rect(150, 190, 40, 20))
        #expect(frame(try resolve(rtl(zstack)), "narrow") == rect(210, 190, 40, 20))

        let framed = Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("box")
            .frame(width: 200, height: 100, alignment: .topLeading)
        #expect(frame(try resolve(framed), "box") == rect(100, 150, 40, 20))
        #expect(frame(try resolve(rtl(framed)), "box") == rect(260, 150, 40, 20))
        let trailing = Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("box")
            .frame(width: 200, height: 100, alignment: .trailing)
        #expect(frame(try resolve(rtl(trailing)), "box") == rect(100, 190, 40, 20))

        let badged = Color.red.frame(width: 100, height: 100)
            .overlay(alignment: .topLeading) { Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("badge") }
        #expect(frame(try resolve(badged), "badge") == rect(150, 150, 20, 20))
        #expect(frame(try resolve(rtl(badged)), "badge") == rect(230, 150, 20, 20))
    }

    @Test func offsetIsInTheMirroredSpace() throws {
        let view = Color.red.frame(width: 50, height: 50).accessibilityIdentifier("o").offset(x: 20, y: 10)
        #expect(frame(try resolve(view), "o") == rect(195, 185, 50, 50))
        #expect(frame(try resolve(rtl(view)), "o") == rect(155, 185, 50, 50))
    }

    @Test func nestedLeftToRightRestoresTheDirection() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 20).accessibilityIdentifier("first")
            HStack(spacing: 0) {
                Color.green.frame(width: 30, height: 20).accessibilityIdentifier("x")
                Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("y")
            }
            .accessibilityIdentifier("inner")
            .environment(\.layoutDirection, .leftToRight)
        }
        let tree = try resolve(rtl(view))
        #expect(frame(tree, "first") == rect(200, 190, 50, 20))
        #expect(frame(tree, "inner") == rect(150, 190, 50, 20))
        #expect(frame(tree, "x") == rect(150, 190, 30, 20))
        #expect(frame(tree, "y") == rect(180, 190, 20, 20))
        // And the other way round: a right-to-left subtree inside a left-to-right one.
        let inverse = HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 20).accessibilityIdentifier("first")
            HStack(spacing: 0) {
                Color.green.frame(width: 30, height: 20).accessibilityIdentifier("x")
                Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("y")
            }
            .environment(\.layoutDirection, .rightToLeft)
        }
        let other = try resolve(inverse)
        #expect(frame(other, "first") == rect(150, 190, 50, 20))
        #expect(frame(other, "x") == rect(220, 190, 30, 20))
        #expect(frame(other, "y") == rect(200, 190, 20, 20))
    }

    /// Five 100-point items in a 200-point horizontal scroll view.
    private var fiveItemScroller: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<5) { index in
                    Color.red.frame(width: 100, height: 50).accessibilityIdentifier("item\(index)")
                }
            }
        }
        .frame(width: 200, height: 50)
    }

    @Test func horizontalScrollViewStartsAtTheRight() throws {
        let host = ViewHost(rtl(fiveItemScroller), canvasSize: CGSize(width: 400, height: 400))
        let tree = try host.update()
        #expect(frame(tree, "item0") == rect(200, 175, 100, 50))
        #expect(frame(tree, "item1") == rect(100, 175, 100, 50))
        #expect(frame(tree, "item4") == rect(-200, 175, 100, 50))
        host.setScrollOffset(CGPoint(x: 100, y: 0))
        let scrolled = try host.update()
        #expect(frame(scrolled, "item1") == rect(200, 175, 100, 50))
        #expect(frame(scrolled, "item2") == rect(100, 175, 100, 50))
    }

    @Test func aFingerMovingRightScrollsForward() throws {
        let host = ViewHost(rtl(fiveItemScroller), canvasSize: CGSize(width: 400, height: 400))
        let frames = try host.drag(from: CGPoint(x: 150, y: 200), to: CGPoint(x: 250, y: 200), releaseVelocity: .zero)
        let last = try #require(frames.last)
        #expect(last.offset == CGPoint(x: 100, y: 0))
        #expect(frame(last.tree, "item1") == rect(200, 175, 100, 50))
    }

    @Test func lazyHStackBuildsTheVisibleElementsFromTheRight() throws {
        let view = ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0..<100) { index in
                    Color.red.frame(width: 100, height: 50).accessibilityIdentifier("item\(index)")
                }
            }
        }
        .frame(width: 200, height: 50)
        let host = ViewHost(rtl(view), canvasSize: CGSize(width: 400, height: 400))
        let tree = try host.update()
        #expect(frame(tree, "item0") == rect(200, 175, 100, 50))
        #expect(frame(tree, "item1") == rect(100, 175, 100, 50))
        host.setScrollOffset(CGPoint(x: 1000, y: 0))
        let scrolled = try host.update()
        #expect(frame(scrolled, "item10") == rect(200, 175, 100, 50))
        #expect(frame(scrolled, "item11") == rect(100, 175, 100, 50))
        #expect(scrolled.node(id: "item0") == nil)
    }

    /// `scrollTo` works in leading terms: `.leading` brings the element's right edge to the
    /// viewport's right edge; a lazy stack's unbuilt elements are found where they would be.
    @Test func scrollToRevealsFromTheRight() throws {
        final class Proxy { var value: ScrollViewProxy? }
        for lazy in [false, true] {
            let proxy = Proxy()
            let view = ScrollViewReader { reader in
                ScrollView(.horizontal) {
                    if lazy {
                        LazyHStack(spacing: 0) {
                            ForEach(0..<50, id: \.self) { Color.red.frame(width: 100, height: 50).accessibilityIdentifier("item\($0)") }
                        }
                    } else {
                        HStack(spacing: 0) {
                            ForEach(0..<50, id: \.self) { Color.red.frame(width: 100, height: 50).accessibilityIdentifier("item\($0)") }
                        }
                    }
                }
                .frame(width: 200, height: 50)
                .onAppear { proxy.value = reader }
            }
            let host = ViewHost(rtl(view), canvasSize: CGSize(width: 400, height: 400))
            _ = try host.update()
            proxy.value?.scrollTo(30, anchor: .leading)
            let tree = try host.update()
            #expect(frame(tree, "item30") == rect(200, 175, 100, 50), "lazy: \(lazy)")
            #expect(frame(tree, "item31") == rect(100, 175, 100, 50), "lazy: \(lazy)")
            proxy.value?.scrollTo(40, anchor: .trailing)
            #expect(frame(try host.update(), "item40") == rect(100, 175, 100, 50), "lazy: \(lazy)")
        }
    }

    @Test func imagesFlipOnlyWhenMarked() throws {
        let plain = Image(systemName: "chevron.right").resizable().frame(width: 20, height: 20).accessibilityIdentifier("plain")
        let flipped = Image(systemName: "chevron.right").resizable().frame(width: 20, height: 20)
            .flipsForRightToLeftLayoutDirection(true).accessibilityIdentifier("flipped")
        let view = HStack(spacing: 0) { plain; flipped }
        let tree = try resolve(rtl(view))
        // The plain image is placed mirrored but drawn as is.
        let image = try #require(tree.node(id: "plain")?.children.first)
        #expect(image.transform == CGAffineTransform(translationX: 200, y: 190))
        // The marked one draws through x → 20 − x: its transform maps x = 0 to its right edge.
        let flippedImage = try #require(tree.node(id: "flipped")?.children.first?.children.first)
        #expect(flippedImage.transform == CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 200, ty: 190))
        #expect(flippedImage.frame == rect(180, 190, 20, 20))
        // Left to right the marked image is not flipped.
        let ltr = try resolve(view)
        let unflipped = try #require(ltr.node(id: "flipped")?.children.first?.children.first)
        #expect(unflipped.transform == CGAffineTransform(translationX: 200, y: 190))
    }

    /// `layoutDirectionBehavior(_:)` mirrors the content in the direction it names only: an
    /// arrow drawn for right to left (`.mirrors(in: .leftToRight)`) flips left to right and not
    /// right to left; `.mirrors` is `.mirrors(in: .rightToLeft)`; `.fixed` never flips.
    @Test(arguments: [
        (LayoutDirectionBehavior.mirrors(in: .leftToRight), false, true),
        (.mirrors(in: .leftToRight), true, false),
        (.mirrors, true, true),
        (.mirrors, false, false),
        (.fixed, true, false),
        (.fixed, false, false),
    ])
    func layoutDirectionBehaviorMirrorsInItsDirection(behavior: LayoutDirectionBehavior, rightToLeft: Bool, flips: Bool) throws {
        let view = Image(systemName: "arrow.right").resizable().frame(width: 20, height: 20)
            .layoutDirectionBehavior(behavior).accessibilityIdentifier("arrow")
        let tree = try resolve(rightToLeft ? AnyView(rtl(view)) : AnyView(view))
        let node = try #require(tree.node(id: "arrow"))
        #expect(node.type == "layoutDirectionBehavior")
        let image = try #require(node.children.first?.children.first)
        #expect(image.frame == rect(190, 190, 20, 20))
        #expect(image.transform == (flips ? CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 210, ty: 190)
                                          : CGAffineTransform(translationX: 190, y: 190)))
    }

    @Test func explicitGuidesAreInLeadingTerms() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 20)
            Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("g").alignmentGuide(.leading) { _ in -20 }
        }
        #expect(frame(try resolve(view), "g") == rect(170, 200, 40, 20))
        #expect(frame(try resolve(rtl(view)), "g") == rect(190, 200, 40, 20))
    }

    @Test func positionIsInTheMirroredSpace() throws {
        let view = Color.red.frame(width: 20, height: 20).accessibilityIdentifier("p").position(x: 50, y: 50)
        #expect(frame(try resolve(view), "p") == rect(40, 40, 20, 20))
        #expect(frame(try resolve(rtl(view)), "p") == rect(340, 40, 20, 20))
    }

    /// The canvas's insets are the screen's (40 on the left, 10 on the right); right to left
    /// the leading edge is the right one.
    @Test func safeAreaEdgesSwap() throws {
        func host<V: View>(_ view: V) -> ViewHost {
            let host = ViewHost(view, canvasSize: CGSize(width: 400, height: 400))
            host.safeAreaInsets = EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 10)
            return host
        }
        let ignoring = Color.red.ignoresSafeArea(edges: .leading).accessibilityIdentifier("c")
        #expect(frame(try host(ignoring).update(), "c") == rect(0, 0, 390, 400))
        #expect(frame(try host(rtl(ignoring)).update(), "c") == rect(40, 0, 360, 400))

        var insets = EdgeInsets()
        let reader = GeometryReader { proxy in Color.clear.onAppear { insets = proxy.safeAreaInsets } }.ignoresSafeArea()
        _ = try host(rtl(reader)).update()
        #expect(insets == EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 40))
        _ = try host(reader).update()
        #expect(insets == EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 10))

        // A leading safe-area inset sits on the right; the content keeps clear of it.
        let inset = Color.blue.accessibilityIdentifier("content")
            .safeAreaInset(edge: .leading, spacing: 0) { Color.green.frame(width: 30).accessibilityIdentifier("bar") }
        let tree = try host(rtl(inset)).update()
        #expect(frame(tree, "bar") == rect(360, 0, 30, 400))
        #expect(frame(tree, "content") == rect(40, 0, 320, 400))
    }

    /// Several top-level views stack in an implicit VStack, which aligns them right to left too.
    @Test func severalRootViewsAlignRightToLeft() throws {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let host = ViewHost(Group {
            Color.red.frame(width: 100, height: 20)
            Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("narrow")
        }, canvasSize: CGSize(width: 400, height: 400), environment: environment)
        // Centred: a VStack's default alignment is .center, the same both ways.
        // (The implicit stack has the default spacing, 8.)
        #expect(frame(try host.update(), "narrow") == rect(180, 204, 40, 20))
        let leading = ViewHost(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 20)
            Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("narrow")
        }, canvasSize: CGSize(width: 400, height: 400), environment: environment)
        #expect(frame(try leading.update(), "narrow") == rect(210, 200, 40, 20))
    }

    /// A custom layout places in leading terms and is mirrored; it can read the direction.
    struct Diagonal: Layout {
        final class Seen { var directions: [LayoutDirection] = [] }
        let seen: Seen
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            seen.directions.append(subviews.layoutDirection)
            for (index, subview) in subviews.enumerated() {
                subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * 30, y: bounds.minY + CGFloat(index) * 30),
                              proposal: ProposedViewSize(width: 20, height: 20))
            }
        }
    }

    @Test func customLayoutsAreMirrored() throws {
        let seen = Diagonal.Seen()
        let view = Diagonal(seen: seen) {
            Color.red.accessibilityIdentifier("first")
            Color.blue.accessibilityIdentifier("second")
        }
        let ltr = try resolve(view)
        #expect(frame(ltr, "second") == rect(180, 180, 20, 20))
        let tree = try resolve(rtl(view))
        #expect(frame(tree, "first") == rect(230, 150, 20, 20))
        #expect(frame(tree, "second") == rect(200, 180, 20, 20))
        #expect(seen.directions.first == .leftToRight && seen.directions.last == .rightToLeft)
    }

    @Test func globalFramesAreScreenCoordinates() throws {
        var reported: CGRect = .null
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 20)
            GeometryReader { proxy in
                Color.clear.onAppear { reported = proxy.frame(in: .global) }
            }
            .frame(width: 30, height: 20)
        }
        _ = try resolve(rtl(view))
        #expect(reported == rect(160, 190, 30, 20))
    }
}
