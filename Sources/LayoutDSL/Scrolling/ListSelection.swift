/// A list's selection (`List(selection:)`), as its rows see it: each row is identified by its
/// `tag(_:)`, else by the id of the `ForEach` element that made it, as SwiftUI tags a
/// `ForEach`'s rows implicitly.
///
/// What iOS shows of it ("On devices without an attached keyboard and mouse or trackpad, people
/// can make multiple selections in lists only when edit mode is active", Apple's documentation
/// of `EditMode`):
/// - in edit mode (`\.editMode` active, as `EditButton` sets it), every row shows a selection
///   circle before its content, filled with a checkmark in the tint when the row is selected,
///   and a tap on the row selects it (a single selection) or toggles it (a set);
/// - outside edit mode a single selection still follows taps; a set does not change;
/// - a selected row is drawn on the cell selection colour, `systemGray4` (UIKit's
///   `UITableViewCell` selected background since iOS 13);
/// - a row with `selectionDisabled()` is not selected by taps.
struct ListSelection {
    let allowsMultiple: Bool
    let contains: (AnyHashable) -> Bool
    /// Selects the row with this tag (a set toggles it).
    let select: (AnyHashable) -> Void

    init<V: Hashable>(_ selection: Binding<V?>) {
        allowsMultiple = false
        contains = { tag in selection.wrappedValue.map { AnyHashable($0) == tag } ?? false }
        select = { tag in if let value = tag.base as? V { selection.wrappedValue = value } }
    }

    init<V: Hashable>(_ selection: Binding<Set<V>>) {
        allowsMultiple = true
        contains = { tag in (tag.base as? V).map(selection.wrappedValue.contains) ?? false }
        select = { tag in
            guard let value = tag.base as? V else { return }
            if selection.wrappedValue.contains(value) { selection.wrappedValue.remove(value) } else { selection.wrappedValue.insert(value) }
        }
    }

    /// The row's selection value: its tag, else its `ForEach` element's id.
    static func tag(of row: LayoutNode) -> AnyHashable? { row.layoutValue(TagValueKey.self) ?? row.elementID }

    /// What a row shows of the selection, and the action a tap on it runs; nil when the list has
    /// no selection, or the row has no tag.
    static func state(of row: LayoutNode, in environment: EnvironmentValues) -> (selected: Bool, editing: Bool, tap: (() -> Void)?)? {
        guard let selection = environment.listSelection, let tag = tag(of: row) else { return nil }
        let editing = environment.editMode?.wrappedValue.isEditing ?? false
        let selectable = (editing || !selection.allowsMultiple) && row.listRowTraits?.selectionDisabled != true
        return (selection.contains(tag), editing, selectable ? { selection.select(tag) } : nil)
    }
}

/// The control iOS draws before a row's content in edit mode: an empty circle, or a checkmark in
/// a circle filled with the tint when the row is selected. UIKit's editing control is a 22-point
/// circle with 12 points before the content (estimated from iOS 17 screenshots); a large body
/// symbol has that size.
nonisolated struct ListSelectionIndicator: View {
    let isSelected: Bool

    var body: some View {
        Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
            .imageScale(.large)
            .foregroundStyle(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(Color(uiColor: .tertiaryLabel)))
    }

    static let spacing: CGFloat = 12
}

private struct ListSelectionKey: EnvironmentKey { static let defaultValue: ListSelection? = nil }

extension EnvironmentValues {
    /// The selection of the list whose rows are being built.
    var listSelection: ListSelection? { get { self[ListSelectionKey.self] } set { self[ListSelectionKey.self] = newValue } }
}

nonisolated extension View {
    /// Whether people can select this row of a list (iOS 17): a disabled row is not selected by
    /// taps, in edit mode or out of it.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
        listRowTrait { traits, _ in if traits.selectionDisabled == nil { traits.selectionDisabled = isDisabled } }
    }
}
