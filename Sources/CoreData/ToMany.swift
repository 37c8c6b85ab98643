/// Core Data's `@NSManaged` on a to-many accessor method Xcode generates (`addToItems(_:)`,
/// `removeFromItems(at:)`…), as Linux compiles it (see `_Managed`): the method gets a body that
/// changes the relationship its name spells. The implementation is `ToManyMacro` in the
/// `PreviewMacros` plugin.
@attached(body)
public macro _ToMany() = #externalMacro(module: "PreviewMacros", type: "ToManyMacro")
