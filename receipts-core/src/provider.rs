//! [`ScopeProvider`]: which scope a piece of work issues receipts in.

use std::sync::Arc;

use async_trait::async_trait;

use crate::error::Error;
use crate::scope::{Scope, ScopeConfig};

/// Hands out the receipt scope for a piece of work.
///
/// Two providers ship: [`ChannelScopes`] keeps one scope (one key) for the
/// lifetime of a channel runtime context, shared by every conversation in
/// it; [`TurnScopes`] makes a fresh scope, with a fresh key, per agent turn.
///
/// ```
/// use receipts_core::{ScopeProvider, TurnScopes, ScopeConfig};
///
/// # tokio_test_block_on(async {
/// let provider = TurnScopes::new(ScopeConfig::default());
/// let a = provider.scope().await?;
/// let b = provider.scope().await?;
/// assert!(!std::sync::Arc::ptr_eq(&a, &b));
/// # Ok::<(), receipts_core::Error>(())
/// # }).unwrap();
/// # fn tokio_test_block_on<F: std::future::Future>(f: F) -> F::Output {
/// #     tokio::runtime::Builder::new_current_thread().build().unwrap().block_on(f)
/// # }
/// ```
#[async_trait]
pub trait ScopeProvider: Send + Sync {
    /// The scope to issue in.
    ///
    /// # Errors
    /// When a new scope cannot be made (the OS random number generator
    /// failed).
    async fn scope(&self) -> Result<Arc<Scope>, Error>;
}

#[async_trait]
impl<T: ScopeProvider + ?Sized> ScopeProvider for &T {
    async fn scope(&self) -> Result<Arc<Scope>, Error> {
        (**self).scope().await
    }
}

#[async_trait]
impl<T: ScopeProvider + ?Sized> ScopeProvider for Box<T> {
    async fn scope(&self) -> Result<Arc<Scope>, Error> {
        (**self).scope().await
    }
}

#[async_trait]
impl<T: ScopeProvider + ?Sized> ScopeProvider for Arc<T> {
    async fn scope(&self) -> Result<Arc<Scope>, Error> {
        (**self).scope().await
    }
}

/// One scope for the lifetime of a channel runtime context.
///
/// # Security
/// Every conversation in the context shares the key and the ledger, so a
/// receipt issued in one conversation also verifies in another of the same
/// context. Use [`TurnScopes`] where that matters.
#[derive(Debug, Clone)]
pub struct ChannelScopes {
    scope: Arc<Scope>,
}

impl ChannelScopes {
    /// Make the channel's scope now.
    ///
    /// # Errors
    /// When the OS random number generator fails.
    pub fn new(config: &ScopeConfig) -> Result<Self, Error> {
        Ok(ChannelScopes {
            scope: Arc::new(config.build()?),
        })
    }

    /// Wrap an existing scope.
    pub fn from_scope(scope: Arc<Scope>) -> Self {
        ChannelScopes { scope }
    }

    /// The channel's scope.
    pub fn get(&self) -> &Arc<Scope> {
        &self.scope
    }
}

#[async_trait]
impl ScopeProvider for ChannelScopes {
    async fn scope(&self) -> Result<Arc<Scope>, Error> {
        Ok(self.scope.clone())
    }
}

/// A fresh scope, with a fresh key, for every turn.
#[derive(Debug, Clone, Default)]
pub struct TurnScopes {
    config: ScopeConfig,
}

impl TurnScopes {
    /// Make scopes from `config`.
    pub fn new(config: ScopeConfig) -> Self {
        TurnScopes { config }
    }
}

#[async_trait]
impl ScopeProvider for TurnScopes {
    async fn scope(&self) -> Result<Arc<Scope>, Error> {
        Ok(Arc::new(self.config.build()?))
    }
}
