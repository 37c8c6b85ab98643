/// A row of a collection bound with editing actions (SwiftUI's `EditableCollectionContent`, the
/// content of `ForEach(_:editActions:content:)`). At rest it is the row as written, as on iOS.
/// With `.delete` a trailing swipe reveals iOS's red Delete button, which removes the element
/// from the collection (a full swipe removes it at once), as the system does for rows it may
/// delete; a row's own trailing `swipeActions` replace it (`SwipeRowBehavior.actions`). Moving
/// (`.move`) is a drag in edit mode, which a render does not perform.
public struct EditableCollectionContent<Content, Data> {
    let content: Content
    let delete: (() -> Void)?
}

extension EditableCollectionContent: View where Content: View {
    public var body: some View {
        if let delete {
            SwipeActionsRow(content: content, edge: .trailing, allowsFullSwipe: true,
                            actions: Button("Delete", role: .destructive, action: delete), isSynthesized: true)
        } else {
            content
        }
    }
}

/// Removing one element of a bound collection by its id. `EditActions.delete` exists only for
/// removable collections, but `ForEach(_:editActions:content:)` is declared for any mutable one,
/// so removability is found at run time: the collection is opened as `RangeReplaceableCollection`.
enum CollectionDeletion {
    /// The action that removes the element with this id from `data`, found when the action runs
    /// (the rows before it may have gone); nil when the collection cannot remove elements.
    static func remover<C: MutableCollection, ID: Hashable>(in data: Binding<C>, id: KeyPath<C.Element, ID>,
                                                            _ element: ID) -> (() -> Void)? {
        guard data.wrappedValue is any RangeReplaceableCollection else { return nil }
        return {
            let collection = data.wrappedValue
            guard let offset = collection.firstIndex(where: { $0[keyPath: id] == element })
                .map({ collection.distance(from: collection.startIndex, to: $0) }),
                  let removable = collection as? any RangeReplaceableCollection,
                  let removed = removing(at: offset, from: removable) as? C else { return }
            data.wrappedValue = removed
        }
    }

    private static func removing<R: RangeReplaceableCollection>(at offset: Int, from collection: R) -> R {
        var collection = collection
        collection.remove(at: collection.index(collection.startIndex, offsetBy: offset))
        return collection
    }
}
