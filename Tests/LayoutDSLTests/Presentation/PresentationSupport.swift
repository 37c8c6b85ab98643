import LayoutDSL

/// An iPhone 16: 393 × 852 pt, 59 pt top and 34 pt bottom safe-area insets, 3x.
func iPhone16Host<V: View>(_ view: V) -> ViewHost {
    let host = ViewHost(view, canvasSize: CGSize(width: 393, height: 852))
    host.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
    host.environment.displayScale = 3
    return host
}

/// An alert with three buttons, Cancel listed first: both designs stack them, Cancel last.
struct ThreeButtonAlert: View {
    var body: some View {
        Color.clear.alert("Save changes?", isPresented: .constant(true)) {
            Button("Cancel", role: .cancel) {}
            Button("Save") {}
            Button("Discard", role: .destructive) {}
        }
    }
}
