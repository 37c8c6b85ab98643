/// `inspector(isPresented:content:)` (iOS 17, https://developer.apple.com/documentation/swiftui/view/inspector(ispresented:content:)):
/// "In a compact horizontal size class (an iPhone), the inspector is presented as a sheet"; in a
/// regular one (iPad) it is a trailing column beside the content, separated by a divider, as
/// wide as `inspectorColumnWidth` asks (320 pt when it does not: estimate of iPadOS 17's
/// default). Presented or not, the modified view keeps its place.
nonisolated struct InspectorPresenter<Presenter: View, Inspector: View>: View {
    let presenter: Presenter
    let isPresented: Binding<Bool>
    let inspector: Inspector
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        if sizeClass == .regular {
            HStack(spacing: 0) {
                presenter.frame(maxWidth: .infinity, maxHeight: .infinity)
                if isPresented.wrappedValue {
                    Divider()
                    InspectorColumn(content: inspector)
                }
            }
        } else {
            presenter.sheet(isPresented: isPresented) { inspector }
        }
    }
}

/// The inspector as a trailing column: as wide as its `inspectorColumnWidth`, else 320 pt.
struct InspectorColumn<Content: View> {
    let content: Content
    @State private var width: CGFloat?

    var body: some View {
        content
            .frame(width: width ?? 320)
            .frame(maxHeight: .infinity, alignment: .top)
            .onPreferenceChange(InspectorColumnWidthKey.self) { width = $0 }
    }
}

extension InspectorColumn: View {}

/// The width `inspectorColumnWidth` asks for (in a sheet nothing reads it).
struct InspectorColumnWidthKey: PreferenceKey {
    static let defaultValue: CGFloat? = nil
    static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) { value = value ?? nextValue() }
}

nonisolated extension View {
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        InspectorPresenter(presenter: self, isPresented: isPresented, inspector: content())
    }
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { preference(key: InspectorColumnWidthKey.self, value: width) }
    /// The ideal width is drawn (iPadOS lets the user resize between `min` and `max`).
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        preference(key: InspectorColumnWidthKey.self, value: ideal)
    }
}
