import LayoutDSL
import Testing

/// `safeAreaInset` and `safeAreaPadding` on a NavigationStack's content compose with the bar:
/// they work in the safe area the bar leaves (below its 44 pt, above the 34 pt home indicator
/// inset), and the status bar preferences change no frame.
struct SafeAreaInNavigationStackTests {
    private func tree<V: View>(_ view: V) throws -> ResolvedTree {
        let host = ViewHost(view, canvasSize: CGSize(width: 393, height: 852))
        host.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        return try host.update()
    }

    private var content: some View { Color.red.accessibilityIdentifier("content") }
    private var bar: some View { Color.blue.frame(height: 50).accessibilityIdentifier("inset") }

    @Test func bottomInsetAboveTheHomeIndicator() throws {
        let stack = try tree(NavigationStack { content.safeAreaInset(edge: .bottom) { bar }.navigationTitle("T").navigationBarTitleDisplayMode(.inline) })
        #expect(frame(stack, "inset") == rect(0, 852 - 34 - 50, 393, 50))
        #expect(frame(stack, "content") == rect(0, 103, 393, 852 - 103 - 34 - 50))
    }

    @Test func topInsetBelowTheBar() throws {
        let stack = try tree(NavigationStack { content.safeAreaInset(edge: .top, spacing: 8) { bar }.navigationTitle("T").navigationBarTitleDisplayMode(.inline) })
        #expect(frame(stack, "inset") == rect(0, 103, 393, 50))
        #expect(frame(stack, "content") == rect(0, 103 + 50 + 8, 393, 852 - 161 - 34))
    }

    @Test func safeAreaPaddingInsideTheBar() throws {
        let stack = try tree(NavigationStack { content.safeAreaPadding(.horizontal, 20).navigationTitle("T").navigationBarTitleDisplayMode(.inline) })
        #expect(frame(stack, "content") == rect(20, 103, 353, 852 - 103 - 34))
        let all = try tree(NavigationStack { content.safeAreaPadding().navigationTitle("T").navigationBarTitleDisplayMode(.inline) })
        #expect(frame(all, "content") == rect(16, 103 + 16, 393 - 32, 852 - 103 - 34 - 32))
    }

    @Test func systemOverlayPreferencesMoveNothing() throws {
        let plain = try tree(NavigationStack { content })
        let hidden = try tree(NavigationStack { content.statusBarHidden().persistentSystemOverlays(.hidden) })
        #expect(frame(hidden, "content") == frame(plain, "content"))
        #expect(hidden.statusBarHidden && hidden.persistentSystemOverlays == .hidden)
        #expect(!plain.statusBarHidden && plain.persistentSystemOverlays == .automatic)
    }
}
