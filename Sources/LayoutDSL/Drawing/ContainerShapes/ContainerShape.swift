/// The node of `containerShape(_:)`: layout-neutral (its one subview is proposed what it is
/// proposed and placed at its origin), it gives the views inside it its shape, in its bounds, as
/// their container shape (`ContainerShapeContext`).
struct ContainerShapeBehavior: NodeBehavior {
    let shape: any InsettableShape
    var name: String { "ContainerShape" }
    var containerShape: (any InsettableShape)? { shape }
}

nonisolated extension View {
    /// Sets the container shape for the views inside this one: `ContainerRelativeShape` and
    /// `ConcentricRectangle` inside it take its shape, inset to their frames (SwiftUI's
    /// `containerShape(_:)` of iOS 15: "Sets the container shape to use for any container
    /// relative shape within this view").
    public consuming func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        layoutModifier { ContainerShapeBehavior(shape: shape) }
    }

    /// Sets a rounded rectangular container shape, whose corners the views inside it can be
    /// concentric with (iOS 26's overload for `RoundedRectangularShape`).
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public consuming func containerShape<T: RoundedRectangularShape>(_ shape: T) -> some View {
        layoutModifier { ContainerShapeBehavior(shape: shape) }
    }
}
