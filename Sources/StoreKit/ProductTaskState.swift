import Foundation

extension Product {
    /// The state of a task that loads a product (Apple's documentation of `Product.TaskState`,
    /// https://developer.apple.com/documentation/storekit/product/taskstate, iOS 17).
    public enum TaskState: Sendable {
        case loading
        case success(Product)
        case unavailable
        case failure(any Error)

        /// The product, once loaded.
        public var product: Product? {
            if case .success(let product) = self { product } else { nil }
        }
    }

    /// The state of a task that loads several products (Apple's documentation of
    /// `Product.CollectionTaskState`, https://developer.apple.com/documentation/storekit/product/collectiontaskstate, iOS 17).
    public enum CollectionTaskState: Sendable {
        case loading
        case success([Product], unavailable: [Product.ID])
        case failure(any Error)

        /// The products, once loaded.
        public var products: [Product]? {
            if case .success(let products, _) = self { products } else { nil }
        }
    }
}
