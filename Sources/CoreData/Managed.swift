/// Core Data's `@NSManaged` on a property, as Linux compiles it: Swift accepts `@NSManaged` there
/// but emits no accessors (a program using one fails to link), so `snap` compiles the attribute
/// as `@_Managed` on a property and `@_ToMany` on a method (Sources/snap/PreviewSourceFile.swift).
/// The property reads and writes the object's value for its name. The implementation is
/// `ManagedMacro` in the `PreviewMacros` plugin.
@attached(accessor, names: named(get), named(set))
public macro _Managed() = #externalMacro(module: "PreviewMacros", type: "ManagedMacro")
