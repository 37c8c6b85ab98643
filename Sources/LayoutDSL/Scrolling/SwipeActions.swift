import Foundation

nonisolated extension View {
    /// Actions a list row reveals when swiped from `edge` (iOS 15): a horizontal drag on the row
    /// slides it and shows the action buttons behind it, the first action nearest the edge;
    /// released past half their width the row stays open on them, short of it it closes; with
    /// `allowsFullSwipe` a swipe past 60 % of the screen's width runs the first action. A vertical
    /// drag still scrolls the list (`DragReceiver`). At rest nothing shows, as on iOS. Outside a
    /// list the modifier does nothing, as SwiftUI's. Layout and drawing: `SwipeRowBehavior`,
    /// `SwipeActionButtonStyle`.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        SwipeActionsRow(content: self, edge: edge, allowsFullSwipe: allowsFullSwipe, actions: content())
    }
}

/// What a row's swipe actions ask of its chrome (`ListRowTraits.swipeActions`, by the edge they
/// are at): the buttons, and how far the row is slid (negative: to the leading side, revealing
/// trailing actions).
struct SwipeActionsTrait {
    let actions: AnyView
    let offset: CGFloat
    /// The system's Delete of an editable row (`EditableCollectionContent`), which the row's own
    /// actions for the edge replace wherever they sit.
    let isSynthesized: Bool
    /// Filled by the chrome when it builds the row.
    let built: SwipeActionsBuilt
}

/// What the chrome learns building a row's actions, for its drag: how many buttons there are
/// (the width that opens the row) and the first one's action (what a full swipe runs).
final class SwipeActionsBuilt {
    var buttons = 0
    var runFirst: (() -> Void)?
}

/// The row with its swipe state: how far it is open when no finger is on it, and where the
/// finger has taken it.
struct SwipeActionsRow<Content: View, Actions: View>: View {
    let content: Content
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let actions: Actions
    var isSynthesized = false
    @State private var settled: CGFloat = 0
    @State private var dragged: CGFloat?
    @State private var built = SwipeActionsBuilt()
    @Environment(\.isListRow) private var isListRow
    @Environment(\.renderedDevice) private var device

    /// The sign of an offset that reveals this edge's actions.
    private var direction: CGFloat { edge == .trailing ? -1 : 1 }
    private var revealedWidth: CGFloat { CGFloat(built.buttons) * SwipeActionButtonStyle.width }

    var body: some View {
        if isListRow {
            content
                .frame(maxWidth: .infinity, alignment: .leading)
                .contentShape(Rectangle())
                .gesture(DragGesture(minimumDistance: 10).along(.horizontal)
                    .onChanged { value in
                        // Only towards this edge's actions, and back.
                        dragged = direction * max(direction * (settled + value.translation.width), 0)
                    }
                    .onEnded { value in ended(value) })
                .listRowTrait { traits, _ in
                    traits.swipeActions[edge] = SwipeActionsTrait(actions: AnyView(actions), offset: dragged ?? settled,
                                                                  isSynthesized: isSynthesized, built: built)
                }
        } else {
            content
        }
    }

    private func ended(_ value: DragGesture.Value) {
        let travel = direction * (settled + value.translation.width)
        let predicted = direction * (settled + value.predictedEndTranslation.width)
        let screen = device.screen.bounds.width > 0 ? device.screen.bounds.width : 390
        dragged = nil
        if allowsFullSwipe, travel > screen * 0.6 {
            settled = 0
            built.runFirst?()
        } else {
            settled = predicted > revealedWidth / 2 ? direction * revealedWidth : 0
        }
    }
}
