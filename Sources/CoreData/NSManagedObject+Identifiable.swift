/// Every managed object is `Identifiable` by its object identity (the standard library's `id` for
/// classes, an `ObjectIdentifier`), as on iOS since iOS 13: Xcode's Core Data template lists its
/// generated `Item`s with `ForEach(items)`, which requires it, and the generated class declares
/// no conformance ("the default id property of an NSManagedObject is actually an
/// ObjectIdentifier", fatbobman.github.io/en/posts/nsmanagedobjectid-and-persistentidentifier).
/// An entity's own `id` attribute (`@NSManaged var id: UUID?`) is another property beside it.
extension NSManagedObject: Identifiable {}
