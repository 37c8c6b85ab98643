/// A data set's file (`NSDataAsset`) and its uniform type identifier ("public.data" when the
/// catalog names none).
public struct DataSetContents: Hashable, Sendable {
    public var path: String
    public var typeIdentifier: String
}
