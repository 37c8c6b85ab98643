import OpenCombine

/// `URLSession.dataTaskPublisher(for:)`, which Apple's Foundation declares when Combine is there:
/// one data task per subscription, started at the first demand, cancelled with the subscription;
/// its data and response, or its `URLError`. A preview process has the network its machine has:
/// a preview that must not depend on it gives its view sample data, as Xcode's previews advise.
extension URLSession {
    public struct DataTaskPublisher: OpenCombine.Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError

        public let request: URLRequest
        public let session: URLSession

        public init(request: URLRequest, session: URLSession) { self.request = request; self.session = session }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
            subscriber.receive(subscription: DataTaskSubscription(publisher: self, subscriber: subscriber))
        }
    }

    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher { dataTaskPublisher(for: URLRequest(url: url)) }
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher { DataTaskPublisher(request: request, session: self) }
}

private final class DataTaskSubscription<S: Subscriber>: Subscription, @unchecked Sendable
where S.Input == URLSession.DataTaskPublisher.Output, S.Failure == URLError {
    private let lock = NSLock()
    private var subscriber: S?
    private var task: URLSessionDataTask?
    private let publisher: URLSession.DataTaskPublisher

    init(publisher: URLSession.DataTaskPublisher, subscriber: S) { self.publisher = publisher; self.subscriber = subscriber }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        guard demand > 0, task == nil, subscriber != nil else { lock.unlock(); return }
        let task = publisher.session.dataTask(with: publisher.request) { [weak self] data, response, error in
            self?.finish(data, response, error)
        }
        self.task = task
        lock.unlock()
        task.resume()
    }

    private func finish(_ data: Data?, _ response: URLResponse?, _ error: Error?) {
        lock.lock()
        guard let subscriber else { lock.unlock(); return }
        self.subscriber = nil
        lock.unlock()
        if let error {
            subscriber.receive(completion: .failure(error as? URLError ?? URLError(.unknown)))
        } else if let response {
            _ = subscriber.receive((data ?? Data(), response))
            subscriber.receive(completion: .finished)
        } else {
            subscriber.receive(completion: .failure(URLError(.badServerResponse)))
        }
    }

    func cancel() {
        lock.lock()
        let task = self.task
        subscriber = nil
        self.task = nil
        lock.unlock()
        task?.cancel()
    }
}
