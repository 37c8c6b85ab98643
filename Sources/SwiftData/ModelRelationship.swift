/// A model property whose value is other models: one (`var trip: Trip?`, `var trip: Trip`) or
/// many (`var items: [Item]`, `var items: [Item]?`). `@Model` lists every persisted property
/// through `_relationship(_:inverse:deleteRule:)`, and the overload the property's type selects
/// decides whether it is one; this is the typed access the context and the inverse rules need.
///
/// SwiftData keeps the two ends of a relationship in step ("Inferred vs explicit relationships",
/// Hacking with Swift's SwiftData by Example; Apple's documentation of
/// `Relationship(_:deleteRule:minimumModelCount:maximumModelCount:originalName:inverse:hashModifier:)`):
/// setting `item.trip = trip` adds the item to `trip.items`, removing it from `trip.items` sets
/// its `trip` to nil, and the same from the other end, whether the inverse is declared
/// (`@Relationship(inverse: \Trip.items)` on either end) or inferred.
public struct _ModelRelationship {
    let keyPath: AnyKeyPath
    /// The model type the property is declared in, and the type of the models it holds.
    let source: ObjectIdentifier
    let destination: ObjectIdentifier
    /// `[M]` or `[M]?`.
    let isToMany: Bool
    /// `M?`, `[M]` or `[M]?`: an end SwiftData may clear, which an inferred inverse requires
    /// (a non-optional to-one end is never inferred to be an inverse).
    let isClearable: Bool
    let explicitInverse: AnyKeyPath?
    let deleteRule: Schema.Relationship.DeleteRule
    /// The destination type's relationships, for finding the inverse end.
    let destinationRelationships: () -> [_ModelRelationship]
    /// The models the property of `owner` holds.
    let models: (any PersistentModel) -> [any PersistentModel]
    /// Makes the property of `owner` hold `model` (sets a to-one end, appends to a to-many one)
    /// unless it holds it already.
    let add: (_ owner: any PersistentModel, _ model: any PersistentModel) -> Void
    /// Makes the property of `owner` stop holding `model` (a non-optional to-one end keeps it).
    let remove: (_ owner: any PersistentModel, _ model: any PersistentModel) -> Void

    /// The other end: the one declared as this one's inverse, the one that declares this one as
    /// its inverse, or else the only relationship back to this type when both ends may be
    /// cleared and neither type has another relationship to the other (SwiftData's inference).
    func inverse(among relationships: [_ModelRelationship]) -> _ModelRelationship? {
        let other = destinationRelationships()
        if let explicitInverse {
            return other.first { $0.keyPath == explicitInverse }
        }
        if let declaring = other.first(where: { $0.explicitInverse == keyPath }) { return declaring }
        let candidates = other.filter { $0.destination == source && $0.keyPath != keyPath && $0.explicitInverse == nil }
        let siblings = relationships.filter { $0.destination == destination }
        guard candidates.count == 1, siblings.count == 1, let candidate = candidates.first,
              isClearable, candidate.isClearable else { return nil }
        return candidate
    }
}

// MARK: What `@Model` calls

/// A persisted property whose value holds no models: not a relationship.
public func _relationship<Root: PersistentModel, Value>(
    _ keyPath: ReferenceWritableKeyPath<Root, Value>, inverse: AnyKeyPath? = nil,
    deleteRule: Schema.Relationship.DeleteRule = .nullify
) -> _ModelRelationship? { nil }

public func _relationship<Root: PersistentModel, M: PersistentModel>(
    _ keyPath: ReferenceWritableKeyPath<Root, M?>, inverse: AnyKeyPath? = nil,
    deleteRule: Schema.Relationship.DeleteRule = .nullify
) -> _ModelRelationship? {
    .make(keyPath, Root.self, M.self, toMany: false, clearable: true, inverse: inverse, deleteRule: deleteRule,
          models: { $0.map { [$0] } ?? [] },
          // Spelled out: a bare `nil` for "no change" would be taken as the new value nil.
          adding: { (value: M?, model: M) -> M?? in value === model ? M??.none : M??.some(model) },
          removing: { (value: M?, model: M) -> M?? in value === model ? M??.some(nil) : M??.none })
}

public func _relationship<Root: PersistentModel, M: PersistentModel>(
    _ keyPath: ReferenceWritableKeyPath<Root, M>, inverse: AnyKeyPath? = nil,
    deleteRule: Schema.Relationship.DeleteRule = .nullify
) -> _ModelRelationship? {
    .make(keyPath, Root.self, M.self, toMany: false, clearable: false, inverse: inverse, deleteRule: deleteRule,
          models: { [$0] },
          adding: { value, model in value === model ? nil : model },
          removing: { _, _ in nil })
}

public func _relationship<Root: PersistentModel, M: PersistentModel>(
    _ keyPath: ReferenceWritableKeyPath<Root, [M]>, inverse: AnyKeyPath? = nil,
    deleteRule: Schema.Relationship.DeleteRule = .nullify
) -> _ModelRelationship? {
    .make(keyPath, Root.self, M.self, toMany: true, clearable: true, inverse: inverse, deleteRule: deleteRule,
          models: { $0 },
          adding: { value, model in value.contains { $0 === model } ? nil : value + [model] },
          removing: { value, model in value.contains { $0 === model } ? value.filter { $0 !== model } : nil })
}

public func _relationship<Root: PersistentModel, M: PersistentModel>(
    _ keyPath: ReferenceWritableKeyPath<Root, [M]?>, inverse: AnyKeyPath? = nil,
    deleteRule: Schema.Relationship.DeleteRule = .nullify
) -> _ModelRelationship? {
    .make(keyPath, Root.self, M.self, toMany: true, clearable: true, inverse: inverse, deleteRule: deleteRule,
          models: { $0 ?? [] },
          adding: { value, model in (value ?? []).contains { $0 === model } ? nil : (value ?? []) + [model] },
          removing: { value, model in
              guard let value, value.contains(where: { $0 === model }) else { return nil }
              return value.filter { $0 !== model }
          })
}

/// The models a persisted property's value holds, when its type is a relationship's; nil for
/// any other value. `@Model`'s setters read it before and after a change, without copying the
/// value, so a change of an array of numbers costs nothing more.
public func _relatedModels<Value>(_ value: Value) -> [any PersistentModel]? { nil }
public func _relatedModels<M: PersistentModel>(_ value: M?) -> [any PersistentModel]? { value.map { [$0] } ?? [] }
public func _relatedModels<M: PersistentModel>(_ value: M) -> [any PersistentModel]? { [value] }
public func _relatedModels<M: PersistentModel>(_ value: [M]) -> [any PersistentModel]? { value }
public func _relatedModels<M: PersistentModel>(_ value: [M]?) -> [any PersistentModel]? { value ?? [] }

/// A persisted property of `owner` changed from holding `old` to holding `new` models: the models
/// it dropped leave the inverse end, the ones it gained join it.
public func _relationshipDidChange<Root: PersistentModel>(_ owner: Root, _ keyPath: PartialKeyPath<Root>,
                                                          from old: [any PersistentModel]?, to new: [any PersistentModel]?) {
    guard let old, let new else { return }
    let relationships = Root._$relationships
    guard let relationship = relationships.first(where: { $0.keyPath == keyPath }),
          let inverse = relationship.inverse(among: relationships) else { return }
    for model in old where !new.contains(where: { $0 === model }) { inverse.remove(model, owner) }
    for model in new where !old.contains(where: { $0 === model }) { inverse.add(model, owner) }
}

extension _ModelRelationship {
    /// A relationship over a property of type `Value` holding models of type `M`, from how to
    /// read the models out of a value and how to make the value that adds or removes one (nil:
    /// nothing to change).
    static func make<Root: PersistentModel, M: PersistentModel, Value>(
        _ keyPath: ReferenceWritableKeyPath<Root, Value>, _ root: Root.Type, _ destination: M.Type,
        toMany: Bool, clearable: Bool, inverse: AnyKeyPath?, deleteRule: Schema.Relationship.DeleteRule,
        models: @escaping (Value) -> [M], adding: @escaping (Value, M) -> Value?, removing: @escaping (Value, M) -> Value?
    ) -> _ModelRelationship {
        _ModelRelationship(
            keyPath: keyPath, source: ObjectIdentifier(Root.self), destination: ObjectIdentifier(M.self),
            isToMany: toMany, isClearable: clearable, explicitInverse: inverse, deleteRule: deleteRule,
            destinationRelationships: { M._$relationships },
            models: { owner in (owner as? Root).map { models($0[keyPath: keyPath]) } ?? [] },
            add: { owner, model in
                guard let owner = owner as? Root, let model = model as? M,
                      let value = adding(owner[keyPath: keyPath], model) else { return }
                owner[keyPath: keyPath] = value
            },
            remove: { owner, model in
                guard let owner = owner as? Root, let model = model as? M,
                      let value = removing(owner[keyPath: keyPath], model) else { return }
                owner[keyPath: keyPath] = value
            })
    }
}
