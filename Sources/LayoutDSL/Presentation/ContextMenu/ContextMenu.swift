/// SwiftUI's `contextMenu`: nothing at rest; a touch held on the view (`--tap X,Y:0.5`) opens
/// it as UIKit's context menu does on an iPhone: the screen behind blurred and dimmed
/// (`Material.contextMenuBackdrop`), the view lifted where it is on the system background with
/// 13-point continuous corners and a soft shadow (or the `preview` given), and the menu's
/// platter beside it (`ContextMenuGeometry`). A row runs its action and closes the menu; a tap
/// on the backdrop closes it.
nonisolated extension View {
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ContextMenuModifier(items: menuItems(), preview: nil as EmptyView?))
    }

    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        modifier(ContextMenuModifier(items: menuItems(), preview: preview()))
    }
}

/// iOS 13's context menu value (deprecated in SwiftUI for `contextMenu(menuItems:)`): the
/// items, shown the same way; nil shows none.
@available(*, deprecated, message: "Use contextMenu(menuItems:) instead.")
public struct ContextMenu<MenuItems: View> {
    let items: MenuItems
    public init(@ViewBuilder menuItems: () -> MenuItems) { items = menuItems() }
}

nonisolated extension View {
    @available(*, deprecated, message: "Use contextMenu(menuItems:) instead.")
    @ViewBuilder
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        if let contextMenu {
            modifier(ContextMenuModifier(items: contextMenu.items, preview: nil as EmptyView?))
        } else {
            self
        }
    }
}

struct ContextMenuModifier<Items: View, Preview: View> {
    let items: Items
    let preview: Preview?
    @State private var isOpen = false
    @State private var geometry = PresenterGeometry()

    func body(content: Content) -> some View {
        let isOpen = $isOpen
        let dismiss = { isOpen.wrappedValue = false }
        let screen = geometry.screenInPresenter
        let menuGeometry = ContextMenuGeometry(source: geometry.frame, screen: geometry.screen, safeArea: geometry.safeArea)
        return content
            .gesture(LongPressGesture().onEnded { _ in isOpen.wrappedValue = true })
            .reportingPresenterGeometry(isOpen.wrappedValue)
            .onPreferenceChange(PresenterGeometryKey.self) { geometry = $0 }
            .overlay(alignment: .topLeading) {
                if isOpen.wrappedValue {
                    ContextMenuLayout(geometry: menuGeometry) {
                        Rectangle().fill(Material.contextMenuBackdrop).contentShape(Rectangle()).onTapGesture(perform: dismiss)
                        LiftedPreview(content: preview.map { AnyView($0) } ?? AnyView(content),
                                      scale: menuGeometry.scale)
                        MenuPlatter(content: items, reversed: false, attachment: menuGeometry.menuAttachment, room: nil, dismiss: dismiss)
                    }
                    .frame(width: screen.width, height: screen.height)
                    .environment(\.isListRow, false)
                    .presentationLayer()
                    .offset(x: screen.minX, y: screen.minY)
                }
            }
    }
}

extension ContextMenuModifier: ViewModifier {}

/// The view lifted out of the screen: on the system background (`UIPreviewParameters`' default
/// background colour), clipped to continuous 13-point corners (`previewPlatterCornerRadius`),
/// scaled about its centre, over UIKit's soft platter shadow: a rim of black at 20 % blurred 3
/// points and a point down, and a diffuse one at 20 % blurred 20 (`_UIPlatterSoftShadowView`).
/// A CALayer shadow radius is twice the gaussian's deviation, which `blur(radius:)` takes.
nonisolated struct LiftedPreview: View {
    let content: AnyView
    let scale: CGFloat
    static let cornerRadius: CGFloat = 13

    var body: some View {
        let shape = RoundedRectangle(cornerRadius: Self.cornerRadius / scale, style: .continuous)
        return content
            .background(Color(.systemBackground))
            .clipShape(shape)
            .background {
                shape.fill(Color.black.opacity(0.2)).blur(radius: 20 / 2)
                shape.fill(Color.black.opacity(0.2)).blur(radius: 3 / 2).offset(y: 1 / scale)
            }
            .scaleEffect(scale)
    }
}
