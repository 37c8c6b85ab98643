/// Runs `body` in an autorelease pool (the Objective-C overlay's `autoreleasepool(invoking:)`,
/// which Apple's Foundation re-exports). Swift on Linux has no autoreleased objects: the body
/// just runs, and its objects are released as their references go.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
